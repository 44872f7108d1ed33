import { beforeAll } from 'vitest';
import { pageForPath } from '../../src/App';
import { demoPlayerPaths } from '../paths/specs/demo-player.paths';
import { replayPaths } from './harness/run';

replayPaths(demoPlayerPaths);

// The demo is on the Home page, and lazily loaded inside it: load both once, up front.
beforeAll(async () => {
  await Promise.all([
    pageForPath('/').preload(),
    pageForPath('/he').preload(),
    import('../../src/components/demo/DemoPlayer'),
  ]);
}, 30_000);
