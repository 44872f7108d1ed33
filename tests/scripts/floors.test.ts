import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BLOCKS,
  difference,
  exceptionList,
  expectedText,
  floorList,
  floorTable,
  loadRules,
  missingPaths,
  pathsOf,
  replaceBlock,
  ROLES,
  ruleProblems,
  TARGETS,
  type FloorRules,
} from '../../scripts/floors';

const root = join(import.meta.dirname, '../..');

const rules: FloorRules = {
  floors: [
    ['entries', '^src/(main|entry-server)[.]tsx$|^src/boot/'],
    ['foundations', '^src/(i18n|styles)/|^src/(routes|urls)[.]ts$'],
    ['machines', '^machines/'],
  ],
  exceptions: [],
};

const architecture = TARGETS.find(({ file }) => file === 'docs/architecture.md')!;

const doc = (body: string) =>
  `# Floors\n\n<!-- ${BLOCKS.floors}:start -->\n\n${body}\n\n<!-- ${BLOCKS.floors}:end -->\n\n` +
  `## Exceptions\n\n<!-- ${BLOCKS.exceptions}:start -->\n\nNone.\n\n<!-- ${BLOCKS.exceptions}:end -->\n`;

describe('the floor list written from .dependency-cruiser.cjs', () => {
  it('names the folders and files a floor pattern stands for, in its order', () => {
    expect(pathsOf(rules.floors[0]![1])).toEqual([
      'src/main.tsx',
      'src/entry-server.tsx',
      'src/boot/',
    ]);
    expect(pathsOf(rules.floors[1]![1])).toEqual([
      'src/i18n/',
      'src/styles/',
      'src/routes.ts',
      'src/urls.ts',
    ]);
  });

  it('refuses a pattern the docs could not name exactly', () => {
    expect(() => pathsOf('^src/.*')).toThrow(/matches any character/);
    expect(() => pathsOf('^src/chrome')).toThrow(/neither a folder .* nor a file/);
    expect(() => pathsOf('src/chrome/')).toThrow(/does not start with \^/);
    expect(() => pathsOf('^src/[a-z]+/')).toThrow(/not a plain path/);
  });

  it('numbers the floors top to bottom, each with its paths and what lives there', () => {
    const table = floorTable(rules);
    expect(table).toContain(
      `| 1. entries | \`src/main.tsx\`, \`src/entry-server.tsx\`, \`src/boot/\` | ${ROLES.entries} |`,
    );
    expect(table.split('\n').map((line) => line.split('|')[1]?.trim())).toEqual([
      'floor',
      '---',
      '1. entries',
      '2. foundations',
      '3. machines',
    ]);
    expect(floorList(rules).split('\n')[2]).toBe(
      `3. **machines**: \`machines/\`. ${ROLES.machines}`,
    );
  });

  it('fails, naming the floor, when a floor has no words in ROLES', () => {
    const unnamed: FloorRules = { ...rules, floors: [...rules.floors, ['basement', '^basement/']] };
    expect(() => floorTable(unnamed)).toThrow(/floor "basement" that ROLES .* does not describe/);
    expect(ruleProblems(unnamed)).toContainEqual(expect.stringMatching(/"basement"/));
  });

  it('writes "None." without exceptions, and one row with its reason for each', () => {
    expect(exceptionList(rules)).toBe('None.');
    const excepted = exceptionList({
      ...rules,
      exceptions: [
        { name: 'ids', comment: 'ids live | above', from: '^src/styles/a[.]ts$', to: '^src/boot/' },
      ],
    });
    expect(excepted).toContain(
      '| ids | `^src/styles/a[.]ts$` | `^src/boot/` | ids live \\| above |',
    );
    expect(ruleProblems({ ...rules, exceptions: Array(4).fill({}) as never })).toContainEqual(
      expect.stringMatching(/at most 3/),
    );
  });

  it('replaces only what is between the markers, and refuses a file without them', () => {
    const text = 'before\n<!-- floors:start -->\nold\n<!-- floors:end -->\nafter\n';
    expect(replaceBlock('x.md', text, 'floors', 'new')).toBe(
      'before\n<!-- floors:start -->\n\nnew\n\n<!-- floors:end -->\nafter\n',
    );
    expect(() => replaceBlock('x.md', 'no markers', 'floors', 'new')).toThrow(
      /x\.md must have <!-- floors:start --> and then <!-- floors:end -->/,
    );
    expect(() =>
      replaceBlock('x.md', '<!-- floors:end --> <!-- floors:start -->', 'floors', 'new'),
    ).toThrow(/must have/);
  });

  it('finds no difference in a file it wrote, and shows the line a hand edit changed', async () => {
    const written = await expectedText(architecture.file, doc(''), architecture.blocks, rules);
    expect(difference(architecture.file, written, written)).toBeNull();
    expect(await expectedText(architecture.file, written, architecture.blocks, rules)).toBe(
      written,
    );

    const edited = written.replace('`src/styles/`, ', '');
    const diff = difference(
      architecture.file,
      edited,
      await expectedText(architecture.file, edited, architecture.blocks, rules),
    );
    expect(diff).toMatch(/^-\| 2\. foundations .*`src\/i18n\/`, `src\/routes\.ts`/m);
    expect(diff).toMatch(/^\+\| 2\. foundations .*`src\/i18n\/`, `src\/styles\/`/m);
  });

  it('reads the real rule file, whose floors all have words and exist in the tree', () => {
    const real = loadRules(root);
    expect(real.floors.length).toBeGreaterThan(0);
    expect(ruleProblems(real)).toEqual([]);
    expect(missingPaths(real, root)).toEqual([]);
  });
});
