/**
 * The floor list in the docs, written from the rules that enforce it (issue #44): the `FLOORS`
 * and `EXCEPTIONS` of `.dependency-cruiser.cjs`, which `npm run deps` checks the imports against,
 * become the floor table and the exceptions of docs/architecture.md and the floor list of the
 * README's map, each between two marker comments (`<!-- floors:start -->` and
 * `<!-- floors:end -->`; `<!-- floor-exceptions:start -->` and `<!-- floor-exceptions:end -->`).
 * The rule file says which floors there are, in which order, and which paths each holds; what each
 * floor is for, in words, is `ROLES` below.
 *
 *   npx tsx scripts/floors.ts           rewrite the marked blocks (npm run floors)
 *   npx tsx scripts/floors.ts --check   exit 1, showing the difference, when a marked block is not
 *                                       what the rule file says or a floor names a path that does
 *                                       not exist (npm run floors:check, part of npm run checks)
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTwoFilesPatch } from 'diff';
import { format, resolveConfig } from 'prettier';
import { usage } from './lib/usage';

/** A floor as the rule file writes it: its name and the path pattern of its modules. */
export type Floor = readonly [name: string, pattern: string];

/** An import up a floor that the rule file allows by name, with its reason. */
export interface FloorException {
  name: string;
  comment: string;
  from: string;
  to: string;
}

/** What the rule file says about the floors. */
export interface FloorRules {
  floors: readonly Floor[];
  exceptions: readonly FloorException[];
}

export const RULE_FILE = '.dependency-cruiser.cjs';

/** At most this many exceptions (issue #34, docs/architecture.md). */
const MAX_EXCEPTIONS = 3;

/** What lives on each floor, by the floor's name in the rule file. */
export const ROLES: Readonly<Record<string, string>> = {
  entries:
    "Where each program starts: the browser's start-up steps, the prerenderer's entry, the inline boot script.",
  'dev tools':
    "The machine inspector, its bridge to the app's tabs and time travel. Loaded in `npm run dev` only.",
  shell:
    'The app: its layout of chrome and pages, the router and its lazy pages, the error fallback, the start-up and render wiring.',
  pages:
    'One folder or module per route: its documents (`en.ts`, `he.ts`) and the blocks only it uses.',
  'content blocks and islands':
    'The document model and its renderer, the content blocks, `<Island>` and hydration, and the two islands (the form, the demo player).',
  'chart kit': 'Marks, the chart frame, the illustrations and the registry that names them.',
  'chrome views':
    'What every page shows around its content: top bar, side bar, menu, language toggle, switcher, toasts, footer, error screen.',
  state:
    "The app's actors, created once with their browser effects; the provider and the named selector hooks views read them through.",
  foundations:
    'Dictionaries, theme and layout styles, the browser edge, constants and element ids, the route table and URL helpers.',
  machines:
    'Pure XState machines and their types (ARCHITECTURE E2). They import only each other and `xstate`.',
};

/** The names of the marked blocks: `<!-- NAME:start -->` … `<!-- NAME:end -->`. */
export const BLOCKS = { floors: 'floors', exceptions: 'floor-exceptions' } as const;

type Render = (rules: FloorRules) => string;

/** Which file carries which blocks, and how each is written. */
export const TARGETS: readonly { file: string; blocks: readonly [string, Render][] }[] = [
  {
    file: 'docs/architecture.md',
    blocks: [
      [BLOCKS.floors, (rules) => floorTable(rules)],
      [BLOCKS.exceptions, (rules) => exceptionList(rules)],
    ],
  },
  { file: 'README.md', blocks: [[BLOCKS.floors, (rules) => floorList(rules)]] },
];

/** Splits a regular expression at its top-level `|`, leaving those inside a group. */
function alternatives(pattern: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  [...pattern].forEach((char, index) => {
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === '|' && depth === 0) {
      parts.push(pattern.slice(start, index));
      start = index + 1;
    }
  });
  return [...parts, pattern.slice(start)];
}

/** Every string a `(a|b)` group can stand for, innermost group first. */
function expandGroups(text: string): string[] {
  const group = /\(([^()]*)\)/.exec(text);
  if (!group) return [text];
  const before = text.slice(0, group.index);
  const after = text.slice(group.index + group[0].length);
  return group[1]!.split('|').flatMap((choice) => expandGroups(`${before}${choice}${after}`));
}

/**
 * The paths a floor's pattern stands for, as the docs name them: `^src/boot/` is the folder
 * `src/boot/`, `^src/(routes|urls)[.]ts$` the files `src/routes.ts` and `src/urls.ts`. Throws on
 * a pattern that is more than that (a wildcard, a prefix that is not a folder), which the docs
 * could not name exactly.
 */
export function pathsOf(pattern: string): string[] {
  const cannot = (why: string) =>
    new Error(
      `${RULE_FILE}: the floor pattern /${pattern}/ cannot be written as paths: ${why}. ` +
        'Write a floor as folders (^src/name/), files (^src/name[.]ts$) and (a|b) groups.',
    );
  return alternatives(pattern).flatMap((alternative) => {
    if (!alternative.startsWith('^')) throw cannot(`"${alternative}" does not start with ^`);
    if (alternative.replaceAll('[.]', '').includes('.')) {
      throw cannot(`"${alternative}" has a . that matches any character (write [.])`);
    }
    const isFile = alternative.endsWith('$');
    const body = alternative.slice(1, isFile ? -1 : undefined).replaceAll('[.]', '.');
    return expandGroups(body).map((path) => {
      if (!/^[\w./-]+$/.test(path)) throw cannot(`"${path}" is not a plain path`);
      if (!isFile && !path.endsWith('/')) {
        throw cannot(`"${path}" is neither a folder (ending in /) nor a file (ending in $)`);
      }
      return path;
    });
  });
}

const code = (text: string) => `\`${text}\``;
const cell = (text: string) => text.replaceAll('|', '\\|');

function roleOf(name: string): string {
  const role = ROLES[name];
  if (role === undefined) {
    throw new Error(
      `${RULE_FILE} has a floor "${name}" that ROLES in scripts/floors.ts does not describe: ` +
        'add a line there saying what lives on it, then run `npm run floors`.',
    );
  }
  return role;
}

/** The floor table of docs/architecture.md: number and name, paths, what lives there. */
export function floorTable({ floors }: FloorRules): string {
  return [
    '| floor | folders | what lives there |',
    '| --- | --- | --- |',
    ...floors.map(
      ([name, pattern], index) =>
        `| ${index + 1}. ${cell(name)} | ${pathsOf(pattern).map(code).join(', ')} | ${cell(roleOf(name))} |`,
    ),
  ].join('\n');
}

/** The floor list of the README's map: one line per floor. */
export function floorList({ floors }: FloorRules): string {
  return floors
    .map(
      ([name, pattern], index) =>
        `${index + 1}. **${name}**: ${pathsOf(pattern).map(code).join(', ')}. ${roleOf(name)}`,
    )
    .join('\n');
}

/** The exceptions of docs/architecture.md: "None." or one row each, with its reason. */
export function exceptionList({ exceptions }: FloorRules): string {
  if (exceptions.length === 0) return 'None.';
  return [
    '| exception | module | may import | why |',
    '| --- | --- | --- | --- |',
    ...exceptions.map(
      ({ name, from, to, comment }) =>
        `| ${cell(name)} | ${code(cell(from))} | ${code(cell(to))} | ${cell(comment)} |`,
    ),
  ].join('\n');
}

/** What is wrong with the rules themselves, as far as the docs are concerned. */
export function ruleProblems({ floors, exceptions }: FloorRules): string[] {
  const names = new Set(floors.map(([name]) => name));
  return [
    ...[...names]
      .filter((name) => !(name in ROLES))
      .map(
        (name) =>
          `${RULE_FILE} has a floor "${name}" that ROLES in scripts/floors.ts does not describe.`,
      ),
    ...Object.keys(ROLES)
      .filter((name) => !names.has(name))
      .map(
        (name) =>
          `ROLES in scripts/floors.ts describes a floor "${name}" that ${RULE_FILE} does not have.`,
      ),
    ...(exceptions.length > MAX_EXCEPTIONS
      ? [
          `${RULE_FILE} names ${exceptions.length} exceptions; at most ${MAX_EXCEPTIONS} are allowed.`,
        ]
      : []),
  ];
}

/** The paths the floors name that are not in the tree at `root`. */
export function missingPaths({ floors }: FloorRules, root: string): string[] {
  return floors
    .flatMap(([, pattern]) => pathsOf(pattern))
    .filter((path) => !existsSync(join(root, path)));
}

/**
 * `text` with the block between `<!-- name:start -->` and `<!-- name:end -->` replaced by `body`.
 * Throws, naming the file, unless each marker is there exactly once and in that order.
 */
export function replaceBlock(file: string, text: string, name: string, body: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const starts = text.split(start).length - 1;
  const ends = text.split(end).length - 1;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (starts !== 1 || ends !== 1 || to < from) {
    throw new Error(
      `${file} must have ${start} and then ${end}, once each, around the block that ` +
        `scripts/floors.ts writes (found ${starts} and ${ends}).`,
    );
  }
  return `${text.slice(0, from)}${start}\n\n${body}\n\n${end}${text.slice(to + end.length)}`;
}

/** What a target file should read: its text with each block written from the rules, formatted. */
export async function expectedText(
  file: string,
  text: string,
  blocks: readonly (readonly [string, Render])[],
  rules: FloorRules,
): Promise<string> {
  const written = blocks.reduce(
    (current, [name, render]) => replaceBlock(file, current, name, render(rules)),
    text,
  );
  const options = (await resolveConfig(file)) ?? {};
  return format(written, { ...options, filepath: file });
}

/** The difference between a file and what it should read, as a unified diff; `null` if none. */
export function difference(file: string, current: string, expected: string): string | null {
  if (current === expected) return null;
  return createTwoFilesPatch(file, `${file} (as ${RULE_FILE} says)`, current, expected, '', '', {
    context: 1,
  });
}

/** The FLOORS and EXCEPTIONS the rule file at `root` exports. */
export function loadRules(root: string): FloorRules {
  const config = createRequire(import.meta.url)(join(root, RULE_FILE)) as {
    FLOORS?: unknown;
    EXCEPTIONS?: unknown;
  };
  if (!Array.isArray(config.FLOORS) || !Array.isArray(config.EXCEPTIONS)) {
    throw new Error(
      `${RULE_FILE} must export FLOORS and EXCEPTIONS (non-enumerable properties of module.exports, ` +
        'which dependency-cruiser does not see) for scripts/floors.ts to read.',
    );
  }
  return {
    floors: config.FLOORS as Floor[],
    exceptions: config.EXCEPTIONS as FloorException[],
  };
}

async function main(args: string[]): Promise<void> {
  if (args.includes('--help')) {
    console.log(usage());
    return;
  }
  const unknown = args.filter((arg) => arg !== '--check');
  if (unknown.length > 0) throw new Error(`Unknown argument ${unknown[0]}; see --help.`);
  const check = args.includes('--check');
  const root = fileURLToPath(new URL('..', import.meta.url));
  const rules = loadRules(root);

  const problems = [
    ...ruleProblems(rules),
    ...missingPaths(rules, root).map((path) => `${RULE_FILE} names ${path}, which does not exist.`),
  ];
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }

  const differences: string[] = [];
  for (const { file, blocks } of TARGETS) {
    const path = join(root, file);
    const current = await readFile(path, 'utf8');
    const expected = await expectedText(file, current, blocks, rules);
    if (check) {
      const diff = difference(file, current, expected);
      if (diff !== null) differences.push(diff);
    } else {
      if (current !== expected) await writeFile(path, expected, 'utf8');
      console.log(`${current === expected ? 'unchanged' : 'wrote    '} ${file}`);
    }
  }
  if (differences.length > 0) {
    console.error(
      [
        `The floor list in the docs is not what ${RULE_FILE} says:`,
        ...differences,
        `Change the floors in ${RULE_FILE} (not in the docs), then run \`npm run floors\` and commit the result.`,
      ].join('\n'),
    );
    process.exit(1);
  }
  if (check) {
    console.log(
      `The floor list is up to date in ${TARGETS.map(({ file }) => file).join(' and ')} ` +
        `(${rules.floors.length} floors, ${rules.exceptions.length} exceptions).`,
    );
  }
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  await main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
