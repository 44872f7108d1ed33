import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './scripts/vite/chunk-groups';
import { compileHints } from './scripts/vite/compile-hints';
import { devFavicon } from './scripts/vite/dev-favicon';
import { emotionPrefixerOut } from './scripts/vite/emotion-prefixer-out';
import { iconSprite } from './scripts/vite/icon-sprite';
import { loadGraph } from './scripts/vite/load-graph';
import { LAZY_LOADS } from './scripts/vite/load-trace';
import { machineDescriptionsOut } from './scripts/vite/machine-descriptions-out';
import { machineTypesOut } from './scripts/vite/machine-types-out';
import { machineInspector } from './scripts/vite/machine-inspector';
import { plainDynamicImports } from './scripts/vite/plain-dynamic-imports';

/**
 * CommonJS packages that libraries import though nothing here reads them, and that the bundler
 * would keep for side effects they do not have: @emotion/react's hoist-non-react-statics (and
 * with it react-is), which only its unused `withTheme` calls, and use-sync-external-store's
 * `WithSelector`, which only @xstate/react's unused `useSelector` calls.
 */
const isUnreadCommonJs = (id: string) =>
  /node_modules[\\/](hoist-non-react-statics|react-is|use-sync-external-store)[\\/]/.test(id);

/**
 * A part of a language's dictionary: the chrome's, loaded by the pages in that language; the
 * pages' own texts, by client navigation; the contact form's, by its island. Each a chunk, named
 * for what it is (`messages-he-….js`, `messages-pages-he-….js`, `messages-contact-he-….js`).
 */
const DICTIONARY = /[\\/]src[\\/]i18n[\\/](?:(contact|pages)[\\/])?(?:en|he)\.ts$/;

/** Start-up's chunks, in the order its steps evaluate them (src/main.tsx): React's, then the app's. */
const START_UP_STEPS = ['react', 'app'];

// The plugins are in scripts/vite/, one a file, each with its reason; their tests in
// tests/scripts/vite/.
export default defineConfig({
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    machineDescriptionsOut(),
    machineTypesOut(),
    plainDynamicImports(),
    // Start-up's chunks compiled whole as they download, not function by function (decision 039).
    compileHints({ chunks: START_UP_STEPS }),
    emotionPrefixerOut(),
    iconSprite(),
    // Which modules share a chunk, from the client build's own module graph (decision 028): a
    // chunk per start-up step (src/main.tsx), so each is a request, a <link> the boot script
    // inserts and a gzip stream that starts with an empty window (decision 005), not one per
    // shared module. React's is evaluated in start-up's first step, the app's in its second
    // (decision 015). And one of what every island imports beyond start-up.
    chunkGroups({
      steps: START_UP_STEPS,
      islands: { module: LAZY_LOADS.islands, shared: 'islands-shared' },
    }),
    loadGraph(),
    machineInspector(),
    devFavicon(),
  ],
  resolve: {
    // @xstate/react imports the shims that give React 17 `useSyncExternalStore`; React 19 has it,
    // and the package's own entry points for React 18+ use it directly (decision 005).
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      {
        // The shim's one export is React's own hook (React 18+). Not the package's main entry,
        // which re-exports the same and, in development, logs an error saying so.
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: 'react',
      },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Start-up imports its steps itself (src/main.tsx) and the boot script preloads them all;
    // a page or an island preloads its chunks from the module map (decision 005).
    modulePreload: false,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id) => (isUnreadCommonJs(id) ? false : undefined),
      },
      output: {
        chunkFileNames: ({ facadeModuleId: id }) => {
          const dictionary = id ? DICTIONARY.exec(id) : null;
          if (!dictionary) return 'assets/[name]-[hash].js';
          return `assets/messages-${dictionary[1] ? `${dictionary[1]}-` : ''}[name]-[hash].js`;
        },
      },
    },
  },
  preview: {
    port: 4173,
    strictPort: true,
  },
});
