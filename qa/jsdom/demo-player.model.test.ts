// @vitest-environment jsdom
import { beforeAll } from 'vitest';
import { LANGUAGES } from '../../machines/constants';
import { pageForPath } from '../../src/shell/PageRoutes';
import { preloadIsland } from '../../src/islands/Island';
import { demoPlayerPaths } from '../paths/specs/demo-player.paths';
import { replayPaths } from './harness/replay-paths';

replayPaths(demoPlayerPaths);

// The demo is an island on the Home page, loaded on its own: load both once, up front.
beforeAll(async () => {
  await Promise.all([
    pageForPath('/').preload(),
    pageForPath('/he').preload(),
    ...LANGUAGES.map((language) => preloadIsland('demo-player', language)),
  ]);
}, 30_000);
