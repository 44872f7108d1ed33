/**
 * Writes docs/machines/: one page per machine of machines/catalogue.ts (a Mermaid state diagram
 * and tables of its states and transitions) and an index, generated from the machine definitions
 * as src/dev/statechart.ts reads them (src/dev/machine-docs.ts).
 *
 *   npx tsx scripts/machine-docs.ts           regenerate the files
 *   npx tsx scripts/machine-docs.ts --check   exit 1 if any file is missing, stale or left over
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { MACHINE_CATALOGUE } from '../machines/catalogue';
import { machineDocs } from '../src/dev/machine-docs';

const OUT_DIR = fileURLToPath(new URL('../docs/machines/', import.meta.url));
const OUT_LABEL = 'docs/machines';

for (const { file } of MACHINE_CATALOGUE) {
  if (!existsSync(fileURLToPath(new URL(`../machines/${file}.machine.ts`, import.meta.url)))) {
    throw new Error(
      `machines/catalogue.ts names "${file}", but machines/${file}.machine.ts is missing.`,
    );
  }
}

const docs = machineDocs(MACHINE_CATALOGUE);
const readIfExists = (path: string) => readFile(path, 'utf8').catch(() => null);

if (process.argv.includes('--check')) {
  const problems: string[] = [];
  for (const [file, text] of docs) {
    const current = await readIfExists(`${OUT_DIR}${file}`);
    if (current === null) problems.push(`${OUT_LABEL}/${file} (missing)`);
    else if (current !== text) problems.push(`${OUT_LABEL}/${file} (stale)`);
  }
  for (const file of await readdir(OUT_DIR)) {
    if (file.endsWith('.md') && !docs.has(file)) problems.push(`${OUT_LABEL}/${file} (left over)`);
  }
  if (problems.length > 0) {
    console.error(
      [
        'Machine docs are out of date with machines/:',
        ...problems.map((problem) => `  ${problem}`),
        'Run `npm run machines` and commit the result.',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log(`Machine docs are up to date (${docs.size} files in ${OUT_LABEL}).`);
} else {
  await mkdir(OUT_DIR, { recursive: true });
  for (const [file, text] of docs) {
    const unchanged = (await readIfExists(`${OUT_DIR}${file}`)) === text;
    if (!unchanged) await writeFile(`${OUT_DIR}${file}`, text, 'utf8');
    console.log(`${unchanged ? 'unchanged' : 'wrote    '} ${OUT_LABEL}/${file}`);
  }
}
