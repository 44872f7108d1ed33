import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import PathReplaysFirst from './qa/jsdom/harness/sequencer';
import viteConfig from './vite.config';

/** The unit, component and model tests (`npm run test:unit`), on the site's Vite configuration. */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Every core: Vitest leaves one free by default, which on a 2-core machine is half of them
      // (104 s instead of 186 s here for the whole suite).
      maxWorkers: '100%',
      // Node unless a file asks for jsdom on its first line (`// @vitest-environment jsdom`): the
      // files that render or read a document. A jsdom per file cost the rest ≈0.8 s each.
      environment: 'node',
      include: ['tests/**/*.test.{ts,tsx}', 'qa/**/*.test.{ts,tsx}'],
      // The release test needs the build: `npm run test:release` (vitest.release.config.ts).
      exclude: [...configDefaults.exclude, 'tests/release/**'],
      setupFiles: ['tests/support/setup.ts'],
      restoreMocks: true,
      sequence: { sequencer: PathReplaysFirst },
      reporters: ['default', './qa/jsdom/harness/jsdom-coverage-reporter.ts'],
    },
  }),
);
