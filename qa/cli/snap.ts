/**
 * `npm run paths -- snap` (issue #36): runs the chosen paths (by default the states criterion's)
 * in each theme through the Playwright runner, whose browser side (qa/browser/snap-capture.ts)
 * stages a candidate per state a path reaches first, and per page; then merges the candidates
 * into a snapshot folder (qa/docs/state-snapshots.md). `compare --base-url` snaps the same way.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import {
  engineProject,
  parseEngines,
  PLAYWRIGHT_ENGINES,
  verdictOn,
  type PathEngine,
} from '../paths/engines';
import { readPathFile } from '../paths/path-file';
import { runnablePlans } from '../paths/runnable';
import {
  SNAPSHOT_FORMAT,
  SNAPSHOT_VERSION,
  THEMES,
  type SnapshotManifest,
  type Theme,
} from '../snaps/manifest';
import { SNAP_MASKS } from '../snaps/masks';
import {
  prepareSnapFolder,
  SNAP_GENERATION,
  stateReaches,
  writeSnapFolder,
} from '../snaps/snapper';
import { pathFileToRun, ROOT, type CommandLine } from './options';
import { playwright } from './runners';
import { siteUnderTest } from './site-under-test';

/** What the snapper is asked for: a snapshot folder of `baseUrl` in `out`. */
export interface SnapRequest {
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
export function snapEngine({ values }: CommandLine, like?: SnapshotManifest): PathEngine {
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
function selectedThemes({ values }: CommandLine): Theme[] {
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
function snapSelection(cli: CommandLine, like: SnapshotManifest | undefined) {
  const { values, generation } = cli;
  if (!like) {
    const from = values.from && pathFileToRun(cli, values.from);
    return {
      machines: values.machine,
      projects: values.project,
      themes: selectedThemes(cli),
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
 * Snaps `request.baseUrl` into the snapshot folder `request.out`. Returns whether every path and
 * page ran: a failed one's states are missing from the folder.
 */
export function snapDeployment(cli: CommandLine, request: SnapRequest): boolean {
  const selection = snapSelection(cli, request.like);
  const { engine } = request;
  const out = resolve(request.out);
  const createdAt = new Date().toISOString();
  prepareSnapFolder(out);
  const args: string[] = [];
  for (const project of selection.projects ?? [])
    args.push('--project', engineProject(project, engine));
  const started = Date.now();
  const env = {
    PATHS_ENGINES: engine,
    PATHS_BASE_URL: request.baseUrl,
    PATHS_SCREENSHOTS: 'off',
    // Its own report folder: a snap leaves the last `run`'s report alone, and two snaps at once
    // (a baseline and a comparison) do not empty each other's.
    PATHS_REPORT_DIR: join(ROOT, 'paths-report/snap', snapReportName(out)),
    ...(selection.machines !== undefined ? { PATHS_MACHINE: selection.machines } : {}),
    ...(selection.projects ? { PATHS_PROJECTS: selection.projects.join(',') } : {}),
    ...selection.paths,
    ...(cli.values.workers ? { PATHS_WORKERS: cli.values.workers } : {}),
    PATHS_SNAP_DIR: out,
  };
  const status = playwright('test', args, {
    ...env,
    PATHS_SNAP_THEMES: selection.themes.join(','),
    ...(selection.pages ? { PATHS_SNAP_PAGES: '1' } : {}),
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
  const complete = status === 0;
  if (!complete)
    console.warn(
      'paths: some paths or pages failed (above): the states they did not reach are not in the folder',
    );
  return complete;
}

export async function snap(cli: CommandLine) {
  const { out } = cli.values;
  if (!out) throw new Error('snap needs --out DIR');
  const engine = snapEngine(cli);
  const site = await siteUnderTest(cli.values['base-url']);
  let complete = false;
  try {
    complete = snapDeployment(cli, { baseUrl: site.baseUrl, out, engine });
  } finally {
    await site.stop();
  }
  process.exit(complete ? 0 : 1);
}
