/**
 * English/Hebrew parity (issues #10 and #20): fails, naming the file, the place inside it and both
 * values, when the two languages of the same content differ in more than their prose
 * (scripts/lib/parity.ts says what counts). It checks:
 * - every part of the dictionaries, each folder under `src/i18n/` with an `en.ts` (the chrome's,
 *   the pages' and the contact form's), its `en` against the `he` of its `he.ts`, as texts: every
 *   string is prose, and the keys and placeholders must match;
 * - every content module under `src/` (`*.content.ts`, or any module with `export const content`),
 *   as texts: each export that is an object with `en` and `he` members;
 * - every pair of page documents under `src/pages/` (sibling `en.ts` and `he.ts`, default
 *   exports), as documents: only the named prose fields may differ.
 *
 *   npx tsx scripts/check-parity.ts
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { register } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compareDocuments, compareTexts } from './lib/parity';
import { ICON_SPRITE_MODULE } from './vite/icon-sprite';

// Page documents import their figures' components, and a content block may draw an icon from the
// sprite, whose URL is a module the build makes (scripts/vite/icon-sprite.ts). Parity reads only
// the documents' data: here that module is an empty URL.
const spriteStub = `data:text/javascript,${encodeURIComponent('export default "";')}`;
register(
  `data:text/javascript,${encodeURIComponent(
    `export const resolve = (specifier, context, next) => specifier === ${JSON.stringify(
      ICON_SPRITE_MODULE,
    )} ? { url: ${JSON.stringify(spriteStub)}, shortCircuit: true } : next(specifier, context);`,
  )}`,
);

const root = join(import.meta.dirname, '..');
const src = join(root, 'src');
const i18n = join(src, 'i18n');
const pages = join(src, 'pages');
const label = (file: string) => relative(root, file);

const filesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file));

const load = (file: string): Promise<Record<string, unknown>> =>
  import(pathToFileURL(file).href) as Promise<Record<string, unknown>>;

const isLanguagePair = (value: unknown): value is { en: unknown; he: unknown } =>
  typeof value === 'object' && value !== null && 'en' in value && 'he' in value;

/** One checked pair: where it lives and what differs. */
interface Result {
  file: string;
  differences: string[];
}

/** Dictionary parts: found by their `en.ts`, so a new part is checked without being named here. */
async function checkDictionaries(): Promise<Result[]> {
  const folders = [i18n, ...filesUnder(i18n)].filter((folder) => existsSync(join(folder, 'en.ts')));
  const results: Result[] = [];
  for (const folder of folders.sort()) {
    const file = `${label(folder)}/{en,he}.ts`;
    if (!existsSync(join(folder, 'he.ts'))) {
      results.push({ file, differences: ['he.ts is missing'] });
      continue;
    }
    const [{ en }, { he }] = await Promise.all([
      load(join(folder, 'en.ts')),
      load(join(folder, 'he.ts')),
    ]);
    results.push({
      file,
      differences:
        en === undefined || he === undefined
          ? ['en.ts must export `en` and he.ts `he`']
          : compareTexts(en, he),
    });
  }
  return results;
}

/** Content modules: named `*.content.ts(x)`, or exporting `content` under another name. */
async function checkContentModules(): Promise<Result[]> {
  const modules = filesUnder(src).filter(
    (file) =>
      /\.content\.tsx?$/.test(file) ||
      (/\.tsx?$/.test(file) && /^export const content\b/m.test(readFileSync(file, 'utf8'))),
  );
  const results: Result[] = [];
  for (const file of modules.sort()) {
    const pairs = Object.entries(await load(file)).filter(([, value]) => isLanguagePair(value));
    if (pairs.length === 0) {
      results.push({ file: label(file), differences: ['exports no object with en and he'] });
    }
    for (const [name, pair] of pairs) {
      if (!isLanguagePair(pair)) continue;
      const prefix = name === 'content' ? '' : `${name}.`;
      results.push({
        file: label(file),
        differences: compareTexts(pair.en, pair.he, {
          left: `${prefix}en`,
          right: `${prefix}he`,
        }),
      });
    }
  }
  return results;
}

/** Page documents: one `en.ts` and one `he.ts` side by side, each a default export. */
async function checkPageDocuments(): Promise<Result[]> {
  const folders = new Set(
    filesUnder(pages)
      .filter((file) => /(^|[/\\])(en|he)\.ts$/.test(file))
      .map((file) => dirname(file)),
  );
  const results: Result[] = [];
  for (const folder of [...folders].sort()) {
    const file = `${label(folder)}/{en,he}.ts`;
    const missing = ['en', 'he'].filter((language) => !existsSync(join(folder, `${language}.ts`)));
    if (missing.length > 0) {
      results.push({ file, differences: [`${missing.join()}.ts is missing`] });
      continue;
    }
    const [english, hebrew] = await Promise.all([
      load(join(folder, 'en.ts')),
      load(join(folder, 'he.ts')),
    ]);
    const noDefault = [english, hebrew].some((module) => module.default === undefined);
    results.push({
      file,
      differences: noDefault
        ? ['en.ts and he.ts must both export a default document']
        : compareDocuments(english.default, hebrew.default),
    });
  }
  return results;
}

const results = [
  ...(await checkDictionaries()),
  ...(await checkContentModules()),
  ...(await checkPageDocuments()),
];
const failures = results.flatMap(({ file, differences }) =>
  differences.map((difference) => `${file}: ${difference}`),
);

if (failures.length > 0) {
  console.error(failures.join('\n'));
  console.error(
    `\nParity: ${failures.length} difference(s) between English and Hebrew in ${results.length} pairs.`,
  );
  process.exit(1);
}
console.log(`Parity: ${results.length} English/Hebrew pairs differ in prose only.`);
