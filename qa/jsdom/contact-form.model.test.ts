// @vitest-environment jsdom
import { beforeAll } from 'vitest';
import { LANGUAGES } from '../../machines/constants';
import { pageForPath } from '../../src/shell/PageRoutes';
import { preloadIsland } from '../../src/islands/Island';
import { contactFormPaths } from '../paths/specs/contact-form.paths';
import { replayPaths } from './harness/replay-paths';

// The contact page is not one of the pages the harness loads up front, and the form is an island
// loaded on its own, with its messages: load both, in both languages, before the paths.
beforeAll(async () => {
  await Promise.all([
    ...['/contact', '/he/contact'].map((path) => pageForPath(path).preload()),
    ...LANGUAGES.map((language) => preloadIsland('contact-form', language)),
  ]);
}, 30_000);

replayPaths(contactFormPaths);
