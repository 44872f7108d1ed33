import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../machines/constants';
import { dictionaries } from '../src/i18n';
import { loadPage, notFoundPage, pageSources, type PageSource } from '../src/shell/page-modules';
import { pageRoutes } from '../src/routes';

const PAGES_FOLDER = join(import.meta.dirname, '../src/pages');

/** The files under `src/pages/` a page is, by the convention `PageSource` documents. */
const filesOf = (page: PageSource): string[] =>
  page.kind === 'document'
    ? LANGUAGES.map((language) => `${page.folder}/${language}.ts`)
    : [`${page.module}.tsx`];

const pages: [string, PageSource][] = [
  ...pageRoutes.map((route): [string, PageSource] => [route.id, pageSources[route.id]]),
  ['notFound', notFoundPage],
];

describe('the route table', () => {
  it.each(pages)('names the files of the %s page as they are on disk', (_, page) => {
    for (const file of filesOf(page)) {
      expect(existsSync(join(PAGES_FOLDER, file)), `src/pages/${file}`).toBe(true);
    }
  });

  it('names every page under src/pages, so none is left unreachable', () => {
    const onDisk = readdirSync(PAGES_FOLDER, { recursive: true, encoding: 'utf8' })
      .map((file) => file.replaceAll('\\', '/'))
      .filter((file) => /(^|\/)(en|he)\.ts$/.test(file) || /^[^/]+Page\.tsx$/.test(file));
    expect(pages.flatMap(([, page]) => filesOf(page)).sort()).toEqual(onDisk.sort());
  });
});

describe("a route's texts", () => {
  it("are its own page's title and description, named by its id", () => {
    const about = pageRoutes.find((route) => route.id === 'about');
    expect(about).toMatchObject({
      title: 'page.about.title',
      description: 'page.about.description',
    });
    expect(dictionaries.en[about!.title]).toBe('About us');
    expect(dictionaries.he[about!.title]).toBe('מי אנחנו');
  });

  it.each(LANGUAGES)('differ from page to page in %s, none of them empty', (language) => {
    const m = dictionaries[language];
    for (const key of ['title', 'description'] as const) {
      const texts = pageRoutes.map((route) => m[route[key]]);
      expect(texts.every((text) => text.trim().length > 0)).toBe(true);
      expect(new Set(texts).size).toBe(pageRoutes.length);
    }
  });
});

describe('loadPage', () => {
  it.each(
    pages.flatMap(([id, page]) => LANGUAGES.map((language) => [id, language, page] as const)),
  )('loads the %s page in %s as a component', async (_, language, page) => {
    const { default: Page } = await loadPage(page, language);
    expect(Page).toBeTypeOf('function');
  });

  it('refuses a page that does not exist, naming the file it looked for', async () => {
    await expect(loadPage({ kind: 'document', folder: 'services/nope' }, 'he')).rejects.toThrow(
      'No page module src/pages/services/nope/he.ts',
    );
    await expect(loadPage({ kind: 'component', module: 'NopePage' }, 'en')).rejects.toThrow(
      'No page module src/pages/NopePage.tsx',
    );
  });
});
