import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** What the grouping reads of a module: the modules it imports, statically and dynamically. */
export interface ModuleEdges {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/** The client build's module graph, as the grouping reads it. */
export interface ModuleGraph {
  /** The entry modules (`index.html`). */
  entries: readonly string[];
  /** A module's imports; null for one the graph does not have. */
  edges: (id: string) => ModuleEdges | null;
}

export interface ChunkGroupsOptions {
  /**
   * The name of each step of start-up's chunk, in order: start-up's steps are the entry's dynamic
   * imports (src/main.tsx), and each step's chunk holds what it imports statically that an
   * earlier step has not. A step more or less than named fails the build.
   */
  steps: readonly string[];
  /**
   * The module whose dynamic imports are the islands (src/islands/registry.ts), from the root,
   * and the name of the chunk of what every island imports beyond start-up.
   */
  islands: { module: string; shared: string };
}

/** The package of a module in `node_modules` (`react`, `@xstate/react`); undefined outside. */
const packageOf = (id: string) =>
  /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id)?.[1]?.replace('\\', '/');

/** `roots` and every module they import statically, all the way down. */
function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    const edges = graph.edges(id);
    if (!edges) return;
    seen.add(id);
    edges.importedIds.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * Which chunk each grouped module goes in, by module id, from the graph alone:
 *
 * - **Start-up, a chunk per step.** The modules a step imports statically, all the way down, go in
 *   the chunk of the first step that reaches them; a package goes whole, with the first step that
 *   reaches any of its modules (React's JSX runtime, which the app imports, with React).
 * - **What the entry imports that a step imports too** (Vite's preload helper, the machines'
 *   constants) goes in the first step's chunk: the entry's own task evaluates it, and that chunk's
 *   top level runs nothing else (React is CommonJS, evaluated when step 1 asks for it).
 * - **What every island imports beyond start-up** (`@xstate/react`, the locale's formatting) is one
 *   chunk: a page with an island fetches all of it, a page reached by navigation some of it.
 *
 * Every other module is left to the bundler: a dynamically imported module starts a chunk, and
 * what several chunks share goes where the bundler puts it.
 */
export function groupModules(graph: ModuleGraph, options: ChunkGroupsOptions): Map<string, string> {
  const entryModules = staticClosure(graph, graph.entries);
  const steps = [...entryModules].flatMap((id) => graph.edges(id)?.dynamicallyImportedIds ?? []);
  if (steps.length !== options.steps.length)
    throw new Error(
      `Start-up has ${steps.length} steps (the entry's dynamic imports: ${steps.join(', ')}), ` +
        `and ${options.steps.length} chunk names are given (scripts/vite/chunk-groups.ts)`,
    );

  const stepOf = new Map<string, number>();
  const packageStep = new Map<string, number>();
  steps.forEach((root, step) => {
    for (const id of staticClosure(graph, [root])) {
      if (!stepOf.has(id)) stepOf.set(id, step);
      const name = packageOf(id);
      if (name !== undefined && !packageStep.has(name)) packageStep.set(name, step);
    }
  });
  const groups = new Map<string, string>();
  for (const [id, step] of stepOf) {
    const name = packageOf(id);
    const chunkStep = entryModules.has(id) ? 0 : name === undefined ? step : packageStep.get(name)!;
    groups.set(id, options.steps[chunkStep]!);
  }

  const islands = graph.edges(options.islands.module)?.dynamicallyImportedIds;
  if (!islands) throw new Error(`The build has no islands module ${options.islands.module}`);
  const [island, ...others] = islands.map((root) => staticClosure(graph, [root]));
  if (island && others.length > 0)
    for (const id of island)
      if (!groups.has(id) && others.every((closure) => closure.has(id)))
        groups.set(id, options.islands.shared);
  return groups;
}

/**
 * The client build's chunk groups (`output.codeSplitting.groups`), derived from its module graph
 * (`groupModules`) once every module is parsed, so that no list of modules or pattern of file
 * names says what start-up is: a module a step imports is in its chunk, whatever its folder.
 * Only the client's build: the prerenderer and the service run in Node, from files on disk.
 */
export function chunkGroups(options: ChunkGroupsOptions): Plugin {
  let groups = new Map<string, string>();
  let root = process.cwd();
  const names = [...new Set([...options.steps, options.islands.shared])];
  return {
    name: 'kavana:chunk-groups',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configResolved(config) {
      root = config.root;
    },
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      groups = groupModules(
        {
          entries: ids.filter((id) => this.getModuleInfo(id)?.isEntry),
          edges: (id) => this.getModuleInfo(id),
        },
        {
          ...options,
          islands: { ...options.islands, module: resolve(root, options.islands.module) },
        },
      );
    },
    outputOptions(output) {
      return {
        ...output,
        codeSplitting: {
          groups: names.map((name) => ({
            name: (id: string) => (groups.get(id) === name ? name : null),
            debugName: name,
          })),
        },
      };
    },
  };
}
