/**
 * The QA command for the paths generated from the machines (issue #8).
 *
 *   npm run paths -- list [--machine M] [GENERATION] [--project P] [--engine E]
 *                         [--markdown [--out FILE]]
 *   npm run paths -- list --coverage [--machine M] [GENERATION] [--project P] [--engine E]
 *                                    [--out FILE]
 *   npm run paths -- export [--machine M] [GENERATION] [--project P] --out FILE
 *   npm run paths -- run [--machine M] [GENERATION | --from FILE] [--path ID | --grep TEXT]
 *                        [--project P] [--engine E] [--base-url URL] [--workers N]
 *                        [--screenshots off|failed|all] [--shard I/N] [--last-failed]
 *                        [--shrink] [--trace MODE] [--against URL [--theme light|dark]]
 *   npm run paths -- merge [--out DIR]
 *   npm run paths -- compare --baseline DIR --snaps DIR [--out REPORT] [--threshold T]
 *                            [--max-diff-pixels N] [--across-engines]
 *   npm run paths -- approve REPORT [--baseline DIR]
 *   npm run paths -- snap [--base-url URL] --out DIR [--machine M] [GENERATION | --from FILE]
 *                         [--project P] [--engine chromium|firefox] [--theme light|dark|both]
 *                         [--workers N]
 *   npm run paths -- compare --baseline DIR --base-url URL [--engine chromium|firefox]
 *                            [--across-engines] [--out REPORT]
 *   npm run paths -- --help
 *
 * GENERATION is `--criterion states|transitions|transition-pairs` (default: transitions), or
 * `--walk --seed N --length L [--count K]`: K seeded random walks of up to L steps per start.
 * E is `--engine chromium|firefox|webkit|all` (or several, comma-separated): the browser engines
 * to run in (default chromium; `list` says of every engine unless told). `--project` names a
 * device and language (`phone-he`) on every engine.
 *
 * `list` prints every path with its steps and what each changes, and whether each engine's
 * runner runs it (qa/paths/engines.ts: how, or why not); `--markdown` writes them as a manual test
 * plan (`qa/paths/manual-plan.ts`) to FILE (default paths-report/test-plan.md), worded for each
 * `--project` given, else for each path's first project;
 * `--coverage` prints, without a browser, what the paths cover per machine, project and engine if
 * every step passes (pairs too for `transition-pairs`; an engine only the paths it can run), and
 * the paths an engine cannot run with why, and writes it as JSON to FILE if given.
 * `export` writes the paths as a path file (docs/qa/path-files.md), which `run --from` runs as
 * written.
 * `run` runs them in the browser: against `--base-url` if given (any deployment), else against
 * a copy of this checkout's production build, built if needed and served on a free port. In
 * Chromium and Firefox (Debian's Firefox ESR over WebDriver BiDi) with Playwright, one project
 * per device and language and engine (Chromium's `phone-he`, Firefox's `phone-he-firefox`);
 * Firefox cannot emulate touch, so a touch device's paths run there without it (each such test
 * says so), and its colour scheme and reduced motion are set through its preferences
 * (e2e/paths/media.ts). In WebKit (WebKitGTK's MiniBrowser over classic WebDriver) with a
 * runner of its own (e2e/paths/webkit/run.ts): it prints which
 * paths WebKit can run and why the others cannot (touch devices, held-back scripts, reduced
 * motion, a check inside a timer or a wait too long for a real clock), then each path's pass or
 * failure with its step. It ends with the coverage table per project and engine (also in
 * paths-report/coverage.json, beside the HTML report in paths-report/html), with how an engine
 * ran and what it could not run. A failed path's steps each have a screenshot in the report
 * (every path's with `--screenshots all`; WebKit's in paths-report/webkit/).
 * `--trace` is Playwright's (default `retain-on-failure`: every failed path has its trace).
 * `--against URL` runs each path on that reference deployment first and fails a step whose
 * state (the first time the path reaches it) looks or reads differently from the reference's, in
 * `--theme` (default light); with `--shrink`, down to the shortest path that shows it.
 * `--shrink` cuts each path that fails down to the fewest steps that still fail the same check,
 * in the browser, writes it as a path file in paths-report/shrunk/ and prints the command that
 * replays it. `--last-failed` runs again only what failed in the last run. `--shard I/N` runs one part of
 * the tests and writes a blob report in paths-report/blob; `merge` joins the shards' into one
 * HTML report and one coverage.json, in DIR (default paths-report). `--against`, `--shrink`,
 * `--trace`, `--last-failed` and `--shard` are Playwright's: not with WebKit.
 *
 * `compare` compares two snapshot folders (docs/qa/state-snapshots.md): each state's screenshot
 * (pixelmatch, per-pixel threshold T, default 0.01; a screenshot differs when more than N pixels,
 * default 0, do) and accessibility tree (with `<html lang dir>`). It writes REPORT (default
 * paths-report/compare): index.html, summary.json, the pictures, and the compared snaps in
 * REPORT/snaps. It exits with 1 when anything differs, 0 when nothing does, 2 on bad input.
 * Two folders snapped in different engines are refused unless `--across-engines`: then only
 * their accessibility trees are compared, and the report lists the states whose tree differs
 * between the engines (it cannot be approved).
 * `approve` makes REPORT/snaps the baseline REPORT was compared with (or `--baseline DIR`).
 * `snap` runs the paths (by default the states criterion's) in each theme (default both) and
 * records, once per distinct machine state × project × theme, the viewport's screenshot and the
 * ARIA snapshot, and every page whole, into the snapshot folder DIR (of `--base-url`, else of
 * this checkout's build, served), in one engine (`--engine`, default chromium; Firefox is told
 * the theme through its preferences, e2e/paths/media.ts; WebKit cannot be snapped); it exits
 * with 1 when a path or page failed. `compare --base-url` snaps the deployment as the baseline was
 * snapped (in its engine unless `--engine`) into REPORT/snaps, then compares.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  coverageDocument,
  coverageTable,
  generationName,
  parseGeneration,
  runsOfPaths,
} from '../qa/paths/criteria';
import { PROJECTS, projectById } from '../qa/paths/devices';
import {
  engineProject,
  notRunnableOn,
  parseEngines,
  PATH_ENGINES,
  PLAYWRIGHT_ENGINES,
  verdictOn,
  type PathEngine,
} from '../qa/paths/engines';
import { pathsOf } from '../qa/paths/generate';
import type { GeneratedPath, Generation } from '../qa/paths/model';
import {
  manualPlanMarkdown,
  manualPlanOf,
  manualPlanText,
  type ManualPath,
} from '../qa/paths/manual-plan';
import { entriesOf, pathFileOf, pathFileText, readPathFile } from '../qa/paths/path-file';
import { runnablePlans } from '../qa/paths/runnable';
import { PATH_SPECS } from '../qa/paths/specs';
import { approvalText, approveReport } from '../qa/snaps/approve';
import { checkEngines, compareFolders } from '../qa/snaps/compare';
import {
  readSnapshotFolder,
  SNAPSHOT_FORMAT,
  SNAPSHOT_VERSION,
  THEMES,
  type SnapshotManifest,
  type Theme,
} from '../qa/snaps/manifest';
import { SNAP_MASKS } from '../qa/snaps/masks';
import {
  prepareSnapFolder,
  SNAP_GENERATION,
  stateReaches,
  writeSnapFolder,
} from '../qa/snaps/snapper';
import { PIXEL_THRESHOLDS, type PixelThresholds } from '../qa/snaps/pixels';
import { checkReportDir, writeReport } from '../qa/snaps/report';
import { REPORT_SNAPS } from '../qa/snaps/summary';
import { ensureBuild } from './lib/ensure-build';
import { startSiteServer, type SiteServer } from './lib/site-server';
import { usage } from './lib/usage';

const root = join(import.meta.dirname, '..');
const [command = 'list', ...rest] = process.argv.slice(2);
if (['help', '--help', '-h'].includes(command) || rest.includes('--help')) {
  console.log(usage());
  process.exit(0);
}
const { values, positionals } = parseArgs({
  args: rest,
  options: {
    machine: { type: 'string' },
    markdown: { type: 'boolean' },
    out: { type: 'string' },
    path: { type: 'string' },
    grep: { type: 'string' },
    project: { type: 'string', multiple: true },
    'base-url': { type: 'string' },
    workers: { type: 'string' },
    screenshots: { type: 'string', default: 'failed' },
    shard: { type: 'string' },
    'last-failed': { type: 'boolean' },
    shrink: { type: 'boolean' },
    trace: { type: 'string' },
    criterion: { type: 'string' },
    walk: { type: 'boolean' },
    seed: { type: 'string' },
    length: { type: 'string' },
    count: { type: 'string' },
    from: { type: 'string' },
    coverage: { type: 'boolean' },
    baseline: { type: 'string' },
    snaps: { type: 'string' },
    threshold: { type: 'string' },
    'max-diff-pixels': { type: 'string' },
    theme: { type: 'string' },
    against: { type: 'string' },
    engine: { type: 'string' },
    'across-engines': { type: 'boolean' },
  },
  allowPositionals: true,
});

/** A mistake on the command line or in a path file: its message says what to do. */
function fail(error: unknown): never {
  console.error(`paths: ${(error as Error).message}`);
  process.exit(2);
}

let generation: Generation;
try {
  generation =
    command === 'snap' && values.criterion === undefined && !values.walk
      ? SNAP_GENERATION
      : parseGeneration(values);
} catch (error) {
  fail(error);
}

function selectedSpecs() {
  if (!values.machine) return PATH_SPECS;
  const names = values.machine.split(',');
  const unknown = names.filter((name) => !PATH_SPECS.some((spec) => spec.name === name));
  if (unknown.length > 0)
    throw new Error(
      `No machine ${unknown.join(', ')}; the machines are ${PATH_SPECS.map((s) => s.name).join(', ')}`,
    );
  return PATH_SPECS.filter((spec) => names.includes(spec.name));
}

/**
 * Each selected path with the project to word it for: every `--project` it runs on, else the
 * first it runs on (the others differ from it in nothing a plan says).
 */
function plannedPaths(): ManualPath[] {
  // Through `projectById`, an unknown project is refused with the list of known ones.
  const wanted = chosenProjects();
  const engines = listedEngines();
  const paths = selectedSpecs().flatMap((spec) => pathsOf(spec, generation) as GeneratedPath[]);
  return paths.flatMap((path) =>
    (wanted ? wanted.filter((id) => path.projects.includes(id)) : [path.projects[0]!]).map((id) =>
      manualPlanOf(path, projectById(id), engines),
    ),
  );
}

/** The engines `list` says each path's automated run of: `--engine`, else every one. */
const listedEngines = (): PathEngine[] =>
  values.engine === undefined ? [...PATH_ENGINES] : parseEngines(values.engine);

/** The chosen paths as path file entries, on the chosen projects: what an engine's verdict reads. */
const selectedEntries = () =>
  selectedSpecs().flatMap((spec) => entriesOf(spec, generation, chosenProjects()));

function list() {
  const paths = plannedPaths();
  if (values.markdown) {
    const file = values.out ?? join(root, 'paths-report/test-plan.md');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, markdown(paths));
    console.log(`wrote ${paths.length} paths as a manual test plan to ${file}`);
    return;
  }
  for (const path of paths) console.log(manualPlanText(path).join('\n'));
  const counts = selectedSpecs().map((spec) => `${spec.name} ${pathsOf(spec, generation).length}`);
  console.log(`\n${paths.length} paths: ${counts.join(', ')}`);
  for (const project of PROJECTS) {
    const here = selectedSpecs().map(
      (spec) =>
        `${spec.name} ${pathsOf(spec, generation).filter((p) => p.projects.includes(project.id)).length}`,
    );
    console.log(`  ${project.id.padEnd(10)} ${here.join(', ')}`);
  }
  const entries = selectedEntries();
  for (const engine of listedEngines().filter((engine) => engine !== 'chromium')) {
    const runs = entries.filter((entry) => verdictOn(entry, engine).runs).length;
    console.log(
      `  on ${engine}: ${runs} of the ${entries.length} path runs (path × project) are runnable; \`list --coverage --engine ${engine}\` says why the others are not`,
    );
  }
}

/** The paths as a manual test plan: what to do, and what to see after each step. */
function markdown(paths: ManualPath[]): string {
  return [
    '# Manual test plan, generated from the machines',
    '',
    'Generated by `npm run paths -- list --markdown`; do not edit by hand. Set up each path as its',
    '"Before you start" says, in a new private window, and check what it lists as holding at every',
    'step once. Then do each step and check what it says you should see: only what changed. A step',
    'fails as soon as one of them does not hold. The "For automation" column lists what the browser',
    'runner checks as well, with developer tools; a person may skip it.',
    '',
    ...paths.flatMap(manualPlanMarkdown),
  ].join('\n');
}

/** The projects named by `--project`, else all. */
const selectedProjects = () => chosenProjects() ?? PROJECTS.map((project) => project.id);

/**
 * What the generated paths cover if every step passes, per machine and project: a share of what
 * can happen there (the exclusions are the spec's named rules, as in a browser run's table).
 */
function coverage() {
  const paths = selectedSpecs().flatMap((spec) => pathsOf(spec, generation) as GeneratedPath[]);
  const engines = parseEngines(values.engine);
  const entries = selectedEntries();
  // An engine covers only the paths it can run (qa/paths/engines.ts).
  const runnableOn = (engine: PathEngine) => {
    const runs = new Set(
      entries
        .filter((entry) => verdictOn(entry, engine).runs)
        .map((entry) => `${entry.id}\n${entry.project}`),
    );
    return (path: GeneratedPath, project: string) => runs.has(`${path.id}\n${project}`);
  };
  const runs = engines.flatMap((engine) =>
    runsOfPaths(paths, engine, engine === 'chromium' ? undefined : runnableOn(engine)),
  );
  const document = coverageDocument({
    runs,
    projects: selectedProjects(),
    engines,
    cells: engines.flatMap((engine) =>
      selectedProjects()
        .filter(
          (project) =>
            engine === 'chromium' ||
            runs.some((run) => run.engine === engine && run.project === project),
        )
        .map((project) => ({ project, engine })),
    ),
    notRunnable: notRunnableOn(entries, engines),
    criterion: generationName(generation),
  });
  console.log(
    coverageTable(
      document,
      `Coverage of the ${document.criterion === 'walk' ? 'random walks' : `${document.criterion} criterion`}'s paths if every step passes, per project and engine as a share of what can happen there`,
    ),
  );
  if (values.out) {
    mkdirSync(dirname(values.out), { recursive: true });
    writeFileSync(values.out, `${JSON.stringify(document, null, 2)}\n`);
    console.log(`\nwrote the coverage document to ${values.out}`);
  }
}

/** Writes the paths of the chosen machines, generation and projects as a path file. */
function exportPaths() {
  if (!values.out) throw new Error('export needs --out FILE');
  const file = pathFileOf({ specs: selectedSpecs(), generation, projects: selectedProjects() });
  mkdirSync(dirname(values.out), { recursive: true });
  writeFileSync(values.out, pathFileText(file));
  console.log(
    `wrote ${file.paths.length} paths (path × project, ${generationName(generation)}) to ${values.out}`,
  );
}

/** The path file `run --from` names, checked before a browser starts; its absolute path. */
function pathFileToRun(file: string): string {
  if (values.criterion ?? values.walk)
    throw new Error('--from runs the paths of its file: --criterion and --walk do not go with it');
  const { file: read, changed } = readPathFile(readFileSync(file, 'utf8'), file);
  for (const machine of changed)
    console.warn(
      `paths: ${machine} has changed since ${file} was written; it runs as written, re-export it to follow the machine`,
    );
  const sends = read.paths.some((path) =>
    path.steps.some((step) => step.actions.some((action) => action.kind === 'send')),
  );
  if (sends && !values['base-url'])
    throw new Error(
      `${file} has steps no visitor takes (its \`send\` actions, from an inspector session): only a development server delivers them; start \`npm run dev\` and add --base-url http://localhost:5173`,
    );
  console.log(`paths: running the ${read.paths.length} paths of ${file}`);
  return resolve(file);
}

/** `--base-url`, else this checkout's production build, built if needed and served. */
async function siteToTest(): Promise<{ baseUrl: string; site?: SiteServer }> {
  const baseUrl = values['base-url'];
  if (baseUrl) return { baseUrl };
  ensureBuild({ force: false });
  // A copy of the build, served for the whole run: a build of this checkout in the meantime (a
  // run in Firefox takes an hour) would otherwise change the pages and their headers under it.
  const dist = mkdtempSync(join(tmpdir(), 'kavana-paths-dist-'));
  cpSync(join(root, 'dist'), dist, { recursive: true });
  // The site and its contact service, as `npm start` runs them, with a database of its own.
  // Every path's posts come from one address: no rate limit (as the e2e server has).
  const server = await startSiteServer(dist, { CONTACT_RATE_LIMIT: '10000' });
  console.log(`paths: serving a copy of this checkout's dist/ at ${server.origin}`);
  const site: SiteServer = {
    origin: server.origin,
    stop: async () => {
      await server.stop();
      rmSync(dist, { recursive: true, force: true });
    },
  };
  return { baseUrl: site.origin, site };
}

/**
 * `run --against URL`: the reference deployment each path runs on first (e2e/paths/against.ts),
 * and the one theme both sides run in.
 */
function againstReference() {
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

/** `--project`, each checked (an unknown one is refused with the list of known ones). */
const chosenProjects = () => values.project?.map((id) => projectById(id).id);

/** What `run --engine webkit` cannot do: the options that are Playwright's alone. */
const PLAYWRIGHT_ONLY = ['shard', 'last-failed', 'shrink', 'trace', 'against'] as const;

async function run() {
  const engines = parseEngines(values.engine);
  const playwright = engines.filter((engine) => PLAYWRIGHT_ENGINES.includes(engine));
  const webkit = engines.includes('webkit');
  const projects = chosenProjects();
  if (webkit) {
    const given = PLAYWRIGHT_ONLY.filter((option) => values[option] !== undefined);
    if (given.length > 0)
      throw new Error(
        `--${given.join(', --')} ${given.length === 1 ? 'is' : 'are'} Playwright's: the WebKit runner (--engine webkit, or all) does not take ${given.length === 1 ? 'it' : 'them'}; run chromium or firefox with ${given.length === 1 ? 'it' : 'them'}`,
      );
  }
  const from = values.from && pathFileToRun(values.from);
  const against = againstReference();
  const { baseUrl, site } = await siteToTest();
  const started = Date.now();
  const env = {
    ...process.env,
    PATHS_BASE_URL: baseUrl,
    PATHS_SCREENSHOTS: values.screenshots,
    ...(values.machine ? { PATHS_MACHINE: values.machine } : {}),
    ...(projects ? { PATHS_PROJECTS: projects.join(',') } : {}),
    ...(from ? { PATHS_FILE: from } : { PATHS_GENERATION: JSON.stringify(generation) }),
    ...(values.workers ? { PATHS_WORKERS: values.workers } : {}),
  };
  const grep = values.path ? `${values.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:` : values.grep;
  const statuses: number[] = [];
  // A document from an earlier run must not be taken for this one's (the WebKit runner adds its
  // rows to the Playwright run's, if there is one).
  if (!values.shard) rmSync(join(root, 'paths-report/coverage.json'), { force: true });
  if (playwright.length > 0) {
    const args = ['playwright', 'test', '-c', 'playwright.paths.config.ts'];
    if (grep) args.push('--grep', grep);
    for (const project of projects ?? [])
      for (const engine of playwright) args.push('--project', engineProject(project, engine));
    if (values.shard) args.push('--shard', values.shard);
    if (values['last-failed']) args.push('--last-failed');
    if (values.trace) args.push('--trace', values.trace);
    const result = spawnSync('npx', args, {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...env,
        PATHS_ENGINES: playwright.join(','),
        ...(values.shrink ? { PATHS_SHRINK: '1' } : {}),
        ...(values.shard ? { PATHS_SHARD: values.shard.replace('/', '-of-') } : {}),
        ...against,
      },
    });
    statuses.push(result.status ?? 1);
  }
  if (webkit) {
    const result = spawnSync('npx', ['tsx', 'e2e/paths/webkit/run.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...env,
        PATHS_ENGINES: 'webkit',
        ...(grep ? { PATHS_GREP: grep } : {}),
        ...(playwright.length > 0 ? { PATHS_COVERAGE_MERGE: '1' } : {}),
      },
    });
    statuses.push(result.status ?? 1);
  }
  await site?.stop();
  if (engines.length > 1)
    console.log(
      `paths: ran on ${engines.join(', ')} in ${Math.round((Date.now() - started) / 1000)} s; the coverage of all in paths-report/coverage.json`,
    );
  process.exit(statuses.find((status) => status !== 0) ?? 0);
}

/**
 * Joins the blob reports of `run --shard` (one folder per shard in paths-report/blob) into one
 * HTML report and one coverage.json, with the same reporters as an unsharded run.
 */
function merge() {
  const blobs = join(root, 'paths-report/blob');
  const shards = existsSync(blobs) ? readdirSync(blobs) : [];
  if (shards.length === 0) {
    console.error('paths: no shard has run yet: run `npm run paths -- run --shard 1/2` first');
    process.exit(1);
  }
  // merge-reports reads one folder: the shards' zip files side by side.
  const together = mkdtempSync(join(tmpdir(), 'kavana-paths-blobs-'));
  for (const shard of shards)
    for (const file of readdirSync(join(blobs, shard)))
      copyFileSync(join(blobs, shard, file), join(together, file));
  const out = values.out ?? join(root, 'paths-report');
  const result = spawnSync(
    'npx',
    ['playwright', 'merge-reports', '-c', 'playwright.paths.config.ts', together],
    { cwd: root, stdio: 'inherit', env: { ...process.env, PATHS_REPORT_DIR: out } },
  );
  rmSync(together, { recursive: true, force: true });
  if (result.status === 0)
    console.log(`paths: merged ${shards.join(', ')} into ${join(out, 'html')}`);
  process.exit(result.status ?? 1);
}

/** What the snapper is asked for: a snapshot folder of `baseUrl` in `out`. */
interface SnapRequest {
  baseUrl: string;
  out: string;
  /** The engine to snap in. */
  engine: PathEngine;
  /** The baseline's manifest, when comparing: snap the same generation, masks, projects, themes. */
  like?: SnapshotManifest;
}

/**
 * The one engine `snap` (or `compare --base-url`) snaps in: `--engine`, else the baseline's when
 * comparing, else Chromium. A folder holds one engine's snaps, and WebKit cannot be snapped.
 */
function snapEngine(like?: SnapshotManifest): PathEngine {
  const engines = values.engine === undefined && like ? [like.engine] : parseEngines(values.engine);
  if (engines.length !== 1)
    throw new Error(
      `a snapshot folder holds one engine's snaps: snap with one --engine (chromium or firefox), each into its own folder, not ${engines.join(', ')}`,
    );
  const [engine] = engines as [PathEngine];
  if (!PLAYWRIGHT_ENGINES.includes(engine))
    throw new Error(
      `WebKit cannot be snapped: the snapper needs Playwright (the ARIA snapshot of the page, the page's clock stopped from its first script), which does not drive WebKitGTK; snap --engine chromium or firefox, and run the paths in WebKit with \`run --engine webkit\``,
    );
  return engine;
}

/** The themes of `--theme` (light, dark or both; default both). */
function selectedThemes(): Theme[] {
  const theme = values.theme ?? 'both';
  if (theme === 'both') return [...THEMES];
  const known = THEMES.find((candidate) => candidate === theme);
  if (!known) throw new Error(`--theme is light, dark or both, not "${theme}"`);
  return [known];
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/**
 * What to snap: the command line's machines, generation (or `--from` file), projects and themes,
 * with the pages; or, when comparing, the baseline's own, so both sides snap the same states.
 */
function snapSelection(like: SnapshotManifest | undefined) {
  if (!like) {
    const from = values.from && pathFileToRun(values.from);
    return {
      machines: values.machine,
      projects: values.project,
      themes: selectedThemes(),
      pages: true,
      paths: from ? { PATHS_FILE: from } : { PATHS_GENERATION: JSON.stringify(generation) },
      generation: from ? readPathFile(readFileSync(from, 'utf8'), from).file.generator : generation,
    };
  }
  if (like.generation && 'session' in like.generation)
    throw new Error(
      "the baseline was snapped from an inspector session's path file: snap the other deployment with `snap --from FILE` and compare the folders with --snaps",
    );
  const states = like.entries.filter((entry) => entry.kind === 'state');
  return {
    machines: unique(states.map((entry) => entry.machine)).join(','),
    projects: unique(like.entries.map((entry) => entry.project)),
    themes: unique(like.entries.map((entry) => entry.theme)),
    pages: like.entries.some((entry) => entry.kind === 'page'),
    paths: { PATHS_GENERATION: JSON.stringify(like.generation ?? SNAP_GENERATION) },
    generation: like.generation,
  };
}

/** The Playwright report folder of a snap into `out`: named after it, one per folder snapped. */
const snapReportName = (out: string) =>
  `${basename(out)}-${createHash('sha256').update(out).digest('hex').slice(0, 8)}`;

/**
 * The snapper (issue #36, item 1): runs the chosen paths in each theme through the path runner
 * (e2e/paths/snap.ts stages a candidate per state a path reaches, and per page), then merges the
 * candidates into a snapshot folder (docs/qa/state-snapshots.md) in `request.out`. `snap` ends
 * there; `compare --base-url` compares that folder with the baseline as it would any other.
 * Returns whether every path and page ran: a failed one's states are missing from the folder.
 */
function snapDeployment(request: SnapRequest): boolean {
  const selection = snapSelection(request.like);
  const { engine } = request;
  const out = resolve(request.out);
  const createdAt = new Date().toISOString();
  prepareSnapFolder(out);
  const args = ['playwright', 'test', '-c', 'playwright.paths.config.ts'];
  for (const project of selection.projects ?? [])
    args.push('--project', engineProject(project, engine));
  const started = Date.now();
  const env = {
    ...process.env,
    PATHS_ENGINES: engine,
    PATHS_BASE_URL: request.baseUrl,
    PATHS_SCREENSHOTS: 'off',
    // Its own report folder: a snap leaves the last `run`'s report alone, and two snaps at once
    // (a baseline and a comparison) do not empty each other's.
    PATHS_REPORT_DIR: join(root, 'paths-report/snap', snapReportName(out)),
    ...(selection.machines !== undefined ? { PATHS_MACHINE: selection.machines } : {}),
    ...(selection.projects ? { PATHS_PROJECTS: selection.projects.join(',') } : {}),
    ...selection.paths,
    ...(values.workers ? { PATHS_WORKERS: values.workers } : {}),
    PATHS_SNAP_DIR: out,
  };
  const result = spawnSync('npx', args, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...env,
      PATHS_SNAP_THEMES: selection.themes.join(','),
      ...(selection.pages ? { PATHS_SNAP_PAGES: '1' } : {}),
    },
  });
  const manifest = writeSnapFolder(
    out,
    {
      format: SNAPSHOT_FORMAT,
      version: SNAPSHOT_VERSION,
      engine,
      baseUrl: request.baseUrl,
      createdAt,
      generation: selection.machines === '' ? null : selection.generation,
      masks: [...SNAP_MASKS],
    },
    stateReaches(runnablePlans(env).filter((plan) => verdictOn(plan, engine).runs)),
  );
  const states = manifest.entries.filter((entry) => entry.kind === 'state').length;
  console.log(
    `paths: snapped ${request.baseUrl} in ${engine} into ${out}: ${states} states and ${manifest.entries.length - states} pages in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  const complete = result.status === 0;
  if (!complete)
    console.warn(
      'paths: some paths or pages failed (above): the states they did not reach are not in the folder',
    );
  return complete;
}

/** The pixel thresholds of `--threshold` and `--max-diff-pixels`, else the defaults. */
function pixelThresholds(): PixelThresholds {
  const threshold = Number(values.threshold ?? PIXEL_THRESHOLDS.threshold);
  const maxDiffPixels = Number(values['max-diff-pixels'] ?? PIXEL_THRESHOLDS.maxDiffPixels);
  if (!(threshold >= 0 && threshold <= 1))
    throw new Error(`--threshold is a number from 0 to 1, not "${values.threshold}"`);
  if (!Number.isSafeInteger(maxDiffPixels) || maxDiffPixels < 0)
    throw new Error(`--max-diff-pixels is a whole number, not "${values['max-diff-pixels']}"`);
  return { threshold, maxDiffPixels };
}

/**
 * Compares the baseline with `--snaps`, or with the snaps of `--base-url` (taken into the
 * report's snaps/ first), writes the report and exits 1 if anything differs, else 0.
 */
function compare() {
  const { baseline, snaps } = values;
  const baseUrl = values['base-url'];
  const acrossEngines = values['across-engines'] ?? false;
  if (!baseline || (!snaps && !baseUrl))
    throw new Error('compare needs --baseline DIR and --snaps DIR (or --base-url URL)');
  if (snaps && baseUrl) throw new Error('compare takes --snaps DIR or --base-url URL, not both');
  if (snaps && values.engine)
    throw new Error(
      '--engine goes with --base-url (the engine to snap it in): the folder of --snaps was snapped in its own',
    );
  const thresholds = pixelThresholds();
  const out = values.out ?? join(root, 'paths-report/compare');
  const candidate = snaps ?? join(out, REPORT_SNAPS);
  checkReportDir(out, baseline, candidate);
  if (baseUrl) {
    const like = readSnapshotFolder(baseline);
    const engine = snapEngine(like.manifest);
    // Refused before snapping, not after: the snap takes as long as the baseline's did.
    checkEngines(like.manifest.engine, engine, acrossEngines);
    snapDeployment({ baseUrl, out: candidate, engine, like: like.manifest });
  }
  const comparison = compareFolders(baseline, candidate, thresholds, { acrossEngines });
  const summary = writeReport(comparison, out);
  const { counts } = summary;
  for (const warning of summary.warnings) console.warn(`paths: warning: ${warning}`);
  for (const difference of summary.differences)
    console.log(`  ${difference.kind.padEnd(7)} ${difference.id}`);
  const total = summary.differences.length;
  const engines = `${comparison.baseline.manifest.engine} and ${comparison.candidate.manifest.engine}`;
  console.log(
    total === 0
      ? `paths: nothing differs in the ${summary.compared} states both have${acrossEngines ? ` (their accessibility trees, in ${engines})` : ''}; report in ${out}`
      : acrossEngines
        ? `paths: ${counts.aria} states whose accessibility tree differs between ${engines} (${counts.missing} missing, ${counts.new} new) of ${summary.compared} states both have; report in ${join(out, 'index.html')}`
        : `paths: ${total} differences (${counts.pixels} pixels, ${counts.aria} aria, ${counts.missing} missing, ${counts.new} new) of ${summary.compared} states both have; report in ${join(out, 'index.html')}`,
  );
  process.exit(total > 0 ? 1 : 0);
}

/** Makes a report's snaps the baseline it was compared with. */
function approve() {
  const [report, ...more] = positionals;
  if (!report || more.length > 0) throw new Error('approve takes one REPORT folder');
  console.log(
    approvalText(approveReport(report, values.baseline ? { baseline: values.baseline } : {})),
  );
}

async function snap() {
  if (!values.out) throw new Error('snap needs --out DIR');
  const engine = snapEngine();
  const { baseUrl, site } = await siteToTest();
  let complete = false;
  try {
    complete = snapDeployment({ baseUrl, out: values.out, engine });
  } finally {
    await site?.stop();
  }
  process.exit(complete ? 0 : 1);
}

try {
  if (!['off', 'failed', 'all'].includes(values.screenshots))
    throw new Error(`--screenshots is off, failed or all, not "${values.screenshots}"`);
  if (values.shard && !/^\d+\/\d+$/.test(values.shard))
    throw new Error(`--shard is I/N (the I-th of N parts, as 1/2), not "${values.shard}"`);
  if (command === 'list') (values.coverage ? coverage : list)();
  else if (command === 'export') exportPaths();
  else if (command === 'run') await run();
  else if (command === 'merge') merge();
  else if (command === 'compare') compare();
  else if (command === 'approve') approve();
  else if (command === 'snap') await snap();
  else
    throw new Error(
      `Unknown command "${command}": use list, export, run, merge, compare, approve or snap (--help)`,
    );
} catch (error) {
  fail(error);
}
