import { describe, expect, it } from 'vitest';
import { chunkGroups, groupModules, type ModuleEdges } from '../../../scripts/vite/chunk-groups';
import { buildFixture, INDEX_HTML } from './fixture-build';

/** A module graph from each module's static and dynamic imports (`imports`, `lazy`). */
const graphOf = (modules: Record<string, { imports?: string[]; lazy?: string[] }>) => ({
  entries: ['index.html'],
  edges: (id: string): ModuleEdges | null =>
    modules[id]
      ? { importedIds: modules[id].imports ?? [], dynamicallyImportedIds: modules[id].lazy ?? [] }
      : null,
});

const OPTIONS = {
  steps: ['react', 'app'],
  islands: { module: 'src/islands/registry.ts', shared: 'islands-shared' },
};

/** The site's shape in small: an entry in two steps, a lazy page, two islands. */
const SITE = {
  'index.html': { imports: ['src/main.tsx'] },
  'src/main.tsx': {
    imports: ['machines/constants.ts', 'preload-helper'],
    lazy: ['node_modules/react-dom/client.js', 'src/shell/steps.ts'],
  },
  'node_modules/react-dom/client.js': { imports: ['node_modules/react/index.js'] },
  'node_modules/react/index.js': {},
  'node_modules/react/jsx-runtime.js': {},
  'src/shell/steps.ts': {
    imports: ['src/shell/App.tsx', 'machines/constants.ts', 'preload-helper'],
  },
  'src/shell/App.tsx': {
    imports: ['node_modules/react/jsx-runtime.js', 'node_modules/xstate/index.js'],
    lazy: ['src/shell/PageRoutes.tsx', 'src/islands/registry.ts'],
  },
  'node_modules/xstate/index.js': {},
  'node_modules/xstate/graph.js': {},
  'machines/constants.ts': {},
  'preload-helper': {},
  'src/shell/PageRoutes.tsx': { imports: ['src/config/site.ts', 'src/i18n/locale.tsx'] },
  'src/config/site.ts': {},
  'src/islands/registry.ts': { lazy: ['src/demo/DemoPlayer.tsx', 'src/contact/ContactForm.tsx'] },
  'src/demo/DemoPlayer.tsx': {
    imports: ['src/i18n/locale.tsx', 'node_modules/@xstate/react/index.js', 'src/charts/kit.tsx'],
  },
  'src/contact/ContactForm.tsx': {
    imports: [
      'src/i18n/locale.tsx',
      'node_modules/@xstate/react/index.js',
      'node_modules/react/jsx-runtime.js',
    ],
  },
  'src/i18n/locale.tsx': {},
  'node_modules/@xstate/react/index.js': { imports: ['node_modules/xstate/index.js'] },
  'src/charts/kit.tsx': {},
} satisfies Record<string, { imports?: string[]; lazy?: string[] }>;

describe('the chunk groups, from the module graph', () => {
  const groups = groupModules(graphOf(SITE), OPTIONS);

  it('gives each start-up step a chunk of what it imports that an earlier step does not', () => {
    expect(groups.get('node_modules/react-dom/client.js')).toBe('react');
    expect(groups.get('node_modules/react/index.js')).toBe('react');
    expect(groups.get('src/shell/steps.ts')).toBe('app');
    expect(groups.get('src/shell/App.tsx')).toBe('app');
    expect(groups.get('node_modules/xstate/index.js')).toBe('app');
  });

  it('keeps a package with the first step that reaches it: React’s JSX runtime with React', () => {
    expect(groups.get('node_modules/react/jsx-runtime.js')).toBe('react');
  });

  it('puts what the entry and a step both import in the first step’s chunk', () => {
    expect(groups.get('machines/constants.ts')).toBe('react');
    expect(groups.get('preload-helper')).toBe('react');
  });

  it('leaves the entry, and a module no step imports statically, to the bundler', () => {
    expect(groups.has('src/main.tsx')).toBe(false);
    expect(groups.has('src/shell/PageRoutes.tsx')).toBe(false);
    expect(groups.has('src/config/site.ts')).toBe(false);
    expect(groups.has('src/charts/kit.tsx')).toBe(false);
    // A package's module that start-up does not import stays out of start-up.
    expect(groups.has('node_modules/xstate/graph.js')).toBe(false);
  });

  it('puts what every island imports beyond start-up in one chunk', () => {
    expect(groups.get('src/i18n/locale.tsx')).toBe('islands-shared');
    expect(groups.get('node_modules/@xstate/react/index.js')).toBe('islands-shared');
    expect(groups.has('src/demo/DemoPlayer.tsx')).toBe(false);
    expect(groups.get('node_modules/xstate/index.js')).toBe('app');
  });

  it('fails when start-up has a step more or less than it has names', () => {
    expect(() => groupModules(graphOf(SITE), { ...OPTIONS, steps: ['react'] })).toThrow(
      /Start-up has 2 steps .* and 1 chunk names are given/,
    );
  });

  it('fails when the islands’ module is gone', () => {
    expect(() =>
      groupModules(graphOf(SITE), {
        ...OPTIONS,
        islands: { module: 'src/islands/gone.ts', shared: 'x' },
      }),
    ).toThrow(/no islands module src\/islands\/gone\.ts/);
  });
});

describe('the chunk groups in a client build', () => {
  it('splits the built site as the module graph says, whatever the files are called', async () => {
    const { chunks } = await buildFixture(
      {
        'index.html': INDEX_HTML,
        'main.js': [
          'import { NAME } from "./constants.js";',
          'await import("./first.js");',
          'const { run } = await import("./second.js");',
          'run(NAME);',
        ].join('\n'),
        'constants.js': 'export const NAME = "site";',
        'first.js': 'import { a } from "first-package";\nexport const first = a();',
        'second.js': [
          'import { NAME } from "./constants.js";',
          'import { b } from "first-package/b.js";',
          'import { view } from "./view.js";',
          'export const run = (name) => { view(name + b() + NAME); import("./islands.js"); };',
        ].join('\n'),
        'view.js': 'export const view = (text) => { document.title = text; };',
        'islands.js': 'export const load = [() => import("./one.js"), () => import("./two.js")];',
        'one.js': 'import { shared } from "./shared.js";\nexport const one = shared + 1;',
        'two.js': 'import { shared } from "./shared.js";\nexport const two = shared + 2;',
        'shared.js': 'export const shared = Math.random();',
        'node_modules/first-package/package.json':
          '{"name":"first-package","type":"module","main":"a.js"}',
        'node_modules/first-package/a.js': 'export const a = () => document.title + "a";',
        'node_modules/first-package/b.js': 'export const b = () => document.title + "b";',
      },
      [
        chunkGroups({
          steps: ['step-one', 'step-two'],
          islands: { module: 'islands.js', shared: 'both' },
        }),
      ],
    );
    const modulesOf = (name: string) =>
      chunks
        .find((chunk) => chunk.name === name)
        ?.moduleIds.map((id) => id.replace(/^.*kavana-vite-fixture-\w+\//, ''))
        .sort();
    expect(modulesOf('step-one')).toEqual([
      // Vite's preload helper, which the entry imports, and the second step too.
      '\0vite/preload-helper.js',
      'constants.js',
      'first.js',
      'node_modules/first-package/a.js',
      'node_modules/first-package/b.js',
    ]);
    expect(modulesOf('step-two')).toEqual(['second.js', 'view.js']);
    expect(modulesOf('both')).toEqual(['shared.js']);
  });

  it('applies to the client’s build only', () => {
    const plugin = chunkGroups(OPTIONS);
    const applies = plugin.applyToEnvironment as (environment: unknown) => boolean;
    expect(applies({ config: { consumer: 'client' } })).toBe(true);
    expect(applies({ config: { consumer: 'server' } })).toBe(false);
  });
});
