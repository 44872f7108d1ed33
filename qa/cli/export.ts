/** `npm run paths -- export`: the chosen paths written as a path file (qa/docs/path-files.md). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { generationName } from '../paths/criteria';
import { pathFileOf, pathFileText } from '../paths/path-file';
import { selectedProjects, selectedSpecs, type CommandLine } from './options';

/** Writes the paths of the chosen machines, generation and projects as a path file. */
export function exportPaths(cli: CommandLine) {
  const { out } = cli.values;
  if (!out) throw new Error('export needs --out FILE');
  const file = pathFileOf({
    specs: selectedSpecs(cli),
    generation: cli.generation,
    projects: selectedProjects(cli),
  });
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, pathFileText(file));
  console.log(
    `wrote ${file.paths.length} paths (path × project, ${generationName(cli.generation)}) to ${out}`,
  );
}
