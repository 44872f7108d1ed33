import { beforeAll } from 'vitest';
import { pageForPath } from '../../src/App';
import { contactFormPaths } from '../paths/specs/contact-form.paths';
import { replayPaths } from './harness/run';

// The contact page is not one of the pages the harness loads up front: load it before the paths.
beforeAll(async () => {
  await Promise.all(['/contact', '/he/contact'].map((path) => pageForPath(path).preload()));
}, 30_000);

replayPaths(contactFormPaths);
