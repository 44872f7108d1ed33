import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICE_MAIN } from '../../server/layout';

const root = join(import.meta.dirname, '..', '..');

/**
 * Builds the site and the service when `dist/` has either not yet, or when asked to (`force`). A benchmark otherwise
 * measures the build that is there, so a long run can be repeated without rebuilding.
 */
export function ensureBuild({ force }: { force: boolean }): void {
  if (!force && existsSync(join(root, 'dist', 'index.html')) && existsSync(SERVICE_MAIN)) return;
  console.error(force ? 'building (--build)' : 'no build yet: building');
  const built = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`npm run build failed (${built.status})`);
}
