/**
 * How the commands start the two browser runners, each in a process of its own from the
 * checkout: Playwright with the paths' configuration (qa/browser/playwright.config.ts) for
 * Chromium and Firefox, and the WebKit runner (qa/browser/webkit/webkit-runner.ts). Both read
 * what to run from `PATHS_*` environment variables (qa/README.md lists them).
 */
import { spawnSync } from 'node:child_process';
import { ROOT } from './options';

type Env = Record<string, string | undefined>;

/** Runs `npx playwright <command> -c qa/browser/playwright.config.ts …args`; its exit status. */
export function playwright(command: 'test' | 'merge-reports', args: string[], env: Env): number {
  const result = spawnSync(
    'npx',
    ['playwright', command, '-c', 'qa/browser/playwright.config.ts', ...args],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  return result.status ?? 1;
}

/** Runs the WebKit runner; its exit status. */
export function webkitRunner(env: Env): number {
  const result = spawnSync('npx', ['tsx', 'qa/browser/webkit/webkit-runner.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}
