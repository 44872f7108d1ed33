import { relative } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** A chunk of the client build, as the bundle wrote it. */
export interface LoadGraphChunk {
  /** The chunk's file, from the output folder (`assets/app-1.js`). */
  file: string;
  /** Whether the page's module script loads it (the entry). */
  entry: boolean;
  /**
   * The module whose `import()` (or module script) names this chunk, if one does: the bundler
   * may give a dynamically imported module of a chunk group a chunk that only re-exports it.
   */
  facade?: string;
  /** The modules in it, from the root (`src/shell/App.tsx`, `node_modules/react/index.js`). */
  modules: string[];
  /** The chunks it imports statically: the browser fetches them before it runs. */
  imports: string[];
  /** The chunks its `import()`s name: fetched when called. */
  dynamicImports: string[];
}

/**
 * The client build's load graph: its chunks, what each holds and what it imports. The module map
 * (scripts/lib/module-map.ts), each page's start-up list (scripts/build.ts) and the size budget
 * (scripts/check-size.ts) read it; none of them lists a chunk or a module of its own.
 */
export interface LoadGraph {
  chunks: LoadGraphChunk[];
}

/** Where the client build writes its load graph, in the output folder (beside Vite's manifest). */
export const LOAD_GRAPH_FILE = '.vite/load-graph.json';

/**
 * Where scripts/build.ts keeps it once the site is built, for scripts/check-size.ts: in the built
 * service's folder, which is run, never served (server/static.ts, deploy/nginx.conf).
 */
export const KEPT_LOAD_GRAPH_FILE = 'server/load-graph.json';

/** A module id as the graph names it: from the root, with `/`; a virtual module as it is. */
export const fromRoot = (root: string, id: string) =>
  id.startsWith('\0') ? id : relative(root, id).split('\\').join('/');

/** The load graph of a rendered bundle. */
export function loadGraphOf(bundle: Rolldown.OutputBundle, root: string): LoadGraph {
  const chunks = Object.values(bundle).flatMap((output) =>
    output.type === 'chunk'
      ? [
          {
            file: output.fileName,
            entry: output.isEntry,
            ...(output.facadeModuleId && { facade: fromRoot(root, output.facadeModuleId) }),
            modules: output.moduleIds.map((id) => fromRoot(root, id)),
            imports: output.imports,
            dynamicImports: output.dynamicImports,
          },
        ]
      : [],
  );
  // In the order of their files, whatever the locale: the same build, the same text.
  return { chunks: chunks.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)) };
}

/**
 * Writes the client build's load graph (`LOAD_GRAPH_FILE`), from the bundle itself: the chunks as
 * they were written, with their modules and imports.
 */
export function loadGraph(): Plugin {
  let root = process.cwd();
  return {
    name: 'kavana:load-graph',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: LOAD_GRAPH_FILE,
        source: JSON.stringify(loadGraphOf(bundle, root)),
      });
    },
  };
}

/**
 * The chunk an import of `module` (from the root) loads: the one it is the facade of, else the one
 * that holds it. Fails on a module the build does not have.
 */
export function chunkOf(graph: LoadGraph, module: string): LoadGraphChunk {
  const chunk =
    graph.chunks.find((candidate) => candidate.facade === module) ??
    graph.chunks.find((candidate) => candidate.modules.includes(module));
  if (!chunk) throw new Error(`The build's load graph has no module ${module}`);
  return chunk;
}

/**
 * The chunks `module` needs to run: its own and every chunk that imports statically, all the way
 * down, as files from the output folder, its own first.
 */
export function chunksOf(graph: LoadGraph, module: string): string[] {
  const byFile = new Map(graph.chunks.map((chunk) => [chunk.file, chunk]));
  const files = new Set<string>();
  const visit = (chunk: LoadGraphChunk | undefined) => {
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  visit(chunkOf(graph, module));
  return [...files];
}

/**
 * What every page loads at start-up: the entry's chunks and those of the steps it imports
 * (src/main.tsx), each with its static imports; the entry first.
 */
export function startUpChunks(graph: LoadGraph): string[] {
  const entry = graph.chunks.find((chunk) => chunk.entry);
  if (!entry) throw new Error("The build's load graph has no entry chunk");
  const byFile = new Map(graph.chunks.map((chunk) => [chunk.file, chunk]));
  const files = new Set<string>();
  const visit = (file: string) => {
    const chunk = byFile.get(file);
    if (!chunk || files.has(file)) return;
    files.add(file);
    chunk.imports.forEach(visit);
  };
  visit(entry.file);
  entry.dynamicImports.forEach(visit);
  return [...files];
}
