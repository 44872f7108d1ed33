/**
 * `npm run paths -- run --shrink`: a path that fails is cut down, in the browser, to the shortest
 * sub-path that still fails the same check (qa/paths/shrink.ts chooses the candidates). Each
 * candidate runs in a fresh context of the same project, as its own path would. The result is a
 * path file of one entry, and the one-line command that replays it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Browser, BrowserContextOptions, TestInfo } from '@playwright/test';
import { DEFAULT_ENGINE, splitEngineProject } from '../paths/engines';
import { pathFileOfEntries, pathFileText } from '../paths/path-file';
import { runGeneration, type RunnablePlan } from '../paths/runnable';
import { ddmin, shrinkableSteps, subPath } from '../paths/shrink';
import { runPlan, storageStateOf } from './playwright-run-plan';

export const SHRINK = process.env.PATHS_SHRINK === '1';
/** The annotation that carries the command replaying a shrunk path. */
export const SHRUNK = 'shortest failing path';

/** A failure as "the same check" compares it: the first line of its message, the check's words. */
export function failureOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (
    message
      // eslint-disable-next-line no-control-regex -- the colours a Playwright message may carry
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')[0]!
      .trim()
  );
}

/** The browser context a path starts in: the test's project, with the path's stored values. */
export function contextFor(
  testInfo: TestInfo,
  stored: Record<string, string>,
  baseURL = testInfo.project.use.baseURL,
): BrowserContextOptions {
  const { viewport, screen, userAgent, deviceScaleFactor, hasTouch, isMobile, locale } =
    testInfo.project.use;
  return {
    baseURL,
    viewport,
    screen,
    userAgent,
    deviceScaleFactor,
    hasTouch,
    isMobile,
    locale,
    storageState: storageStateOf(baseURL!, stored),
  };
}

export interface Shrunk {
  steps: { before: number; after: number };
  tried: number;
  file: string;
  command: string;
}

/**
 * Cuts the failing `path` down to the fewest steps that still fail with `failure`, writes it as a
 * path file beside the report (`shrunk/`), and returns what to tell the tester.
 */
export async function shrinkPath(options: {
  browser: Browser;
  testInfo: TestInfo;
  path: RunnablePlan;
  failure: string;
  /** Runs a candidate, rejecting as the path did: by default in a fresh context of the project. */
  run?: (entry: RunnablePlan) => Promise<void>;
  /** What the replaying command needs besides the path file and project (`--against …`). */
  replayArgs?: string;
}): Promise<Shrunk> {
  const { browser, testInfo, path, failure } = options;
  const tried = new Map<string, boolean>();
  const inFreshContext = async (entry: RunnablePlan) => {
    const context = await browser.newContext(contextFor(testInfo, entry.start.stored));
    try {
      await runPlan(await context.newPage(), entry);
    } finally {
      await context.close();
    }
  };
  const run = options.run ?? inFreshContext;
  const failsTheSameWay = async (entry: RunnablePlan) => {
    try {
      await run(entry);
      return false;
    } catch (error) {
      return failureOf(error) === failure;
    }
  };
  const kept = await ddmin(shrinkableSteps(path), async (keep) => {
    const entry = subPath(path, keep);
    if (!entry) return false;
    const key = JSON.stringify(entry.steps.map((step) => step.events));
    if (!tried.has(key)) tried.set(key, await failsTheSameWay(entry));
    return tried.get(key)!;
  });
  const shrunk = subPath(path, kept) ?? path;
  const folder = join(dirname(testInfo.project.outputDir), 'shrunk');
  const { engine } = splitEngineProject(testInfo.project.name);
  const onEngine = engine === DEFAULT_ENGINE ? '' : ` --engine ${engine}`;
  const name = `${path.id} ${path.project}${onEngine ? ` ${engine}` : ''}`.replace(
    /[^a-z0-9]+/gi,
    '-',
  );
  const file = join(folder, `${name}.json`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, pathFileText(pathFileOfEntries(runGeneration(), [shrunk])));
  return {
    steps: { before: path.steps.length - 1, after: shrunk.steps.length - 1 },
    tried: tried.size,
    file,
    command: `npm run paths -- run --from ${relative(process.cwd(), file)} --project ${path.project}${onEngine}${options.replayArgs ? ` ${options.replayArgs}` : ''}`,
  };
}
