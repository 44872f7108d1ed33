/**
 * `npm run paths -- run`: the chosen paths in the browser, against `--base-url` or this
 * checkout's build served. Chromium and Firefox run them with Playwright (one project per device,
 * language and engine: `phone-he`, `phone-he-firefox`), WebKit with a runner of its own that
 * first lists the paths it cannot run and why. It ends with the coverage table per project and
 * engine, also in paths-report/coverage.json beside the HTML report.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { engineProject, parseEngines, PLAYWRIGHT_ENGINES } from '../paths/engines';
import { chosenProjects, pathFileToRun, ROOT, type CommandLine } from './options';
import { playwright, webkitRunner } from './runners';
import { siteUnderTest } from './site-under-test';

/** What `run --engine webkit` cannot do: the options that are Playwright's alone. */
const PLAYWRIGHT_ONLY = ['shard', 'last-failed', 'shrink', 'trace', 'against'] as const;

/**
 * `run --against URL`: the reference deployment each path runs on first
 * (qa/browser/against.ts), and the one theme both sides run in.
 */
function againstReference({ values }: CommandLine) {
  if (!values.against) {
    if (values.theme) throw new Error('run takes --theme only with --against URL');
    return {};
  }
  const theme = values.theme ?? 'light';
  if (theme !== 'light' && theme !== 'dark')
    throw new Error(`run --against compares in one theme: --theme light or dark, not "${theme}"`);
  if (!URL.canParse(values.against))
    throw new Error(`--against takes the reference deployment's URL, not "${values.against}"`);
  return { PATHS_AGAINST: new URL(values.against).origin, PATHS_THEME: theme };
}

/** `--path ID` as the grep that picks that path's tests alone, else `--grep`. */
const grepOf = ({ values }: CommandLine) =>
  values.path ? `${values.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:` : values.grep;

export async function run(cli: CommandLine) {
  const { values, generation } = cli;
  const engines = parseEngines(values.engine);
  const playwrightEngines = engines.filter((engine) => PLAYWRIGHT_ENGINES.includes(engine));
  const webkit = engines.includes('webkit');
  const projects = chosenProjects(cli);
  if (webkit) {
    const given = PLAYWRIGHT_ONLY.filter((option) => values[option] !== undefined);
    if (given.length > 0)
      throw new Error(
        `--${given.join(', --')} ${given.length === 1 ? 'is' : 'are'} Playwright's: the WebKit runner (--engine webkit, or all) does not take ${given.length === 1 ? 'it' : 'them'}; run chromium or firefox with ${given.length === 1 ? 'it' : 'them'}`,
      );
  }
  const from = values.from && pathFileToRun(cli, values.from);
  const against = againstReference(cli);
  const site = await siteUnderTest(values['base-url']);
  const started = Date.now();
  const env = {
    PATHS_BASE_URL: site.baseUrl,
    PATHS_SCREENSHOTS: values.screenshots,
    ...(values.machine ? { PATHS_MACHINE: values.machine } : {}),
    ...(projects ? { PATHS_PROJECTS: projects.join(',') } : {}),
    ...(from ? { PATHS_FILE: from } : { PATHS_GENERATION: JSON.stringify(generation) }),
    ...(values.workers ? { PATHS_WORKERS: values.workers } : {}),
  };
  const grep = grepOf(cli);
  const statuses: number[] = [];
  // A document from an earlier run must not be taken for this one's (the WebKit runner adds its
  // rows to the Playwright run's, if there is one).
  if (!values.shard) rmSync(join(ROOT, 'paths-report/coverage.json'), { force: true });
  if (playwrightEngines.length > 0) {
    const args: string[] = [];
    if (grep) args.push('--grep', grep);
    for (const project of projects ?? [])
      for (const engine of playwrightEngines)
        args.push('--project', engineProject(project, engine));
    if (values.shard) args.push('--shard', values.shard);
    if (values['last-failed']) args.push('--last-failed');
    if (values.trace) args.push('--trace', values.trace);
    statuses.push(
      playwright('test', args, {
        ...env,
        PATHS_ENGINES: playwrightEngines.join(','),
        ...(values.shrink ? { PATHS_SHRINK: '1' } : {}),
        ...(values.shard ? { PATHS_SHARD: values.shard.replace('/', '-of-') } : {}),
        ...against,
      }),
    );
  }
  if (webkit)
    statuses.push(
      webkitRunner({
        ...env,
        PATHS_ENGINES: 'webkit',
        ...(grep ? { PATHS_GREP: grep } : {}),
        ...(playwrightEngines.length > 0 ? { PATHS_COVERAGE_MERGE: '1' } : {}),
      }),
    );
  await site.stop();
  if (engines.length > 1)
    console.log(
      `paths: ran on ${engines.join(', ')} in ${Math.round((Date.now() - started) / 1000)} s; the coverage of all in paths-report/coverage.json`,
    );
  process.exit(statuses.find((status) => status !== 0) ?? 0);
}
