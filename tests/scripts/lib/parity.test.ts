import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareDocuments, compareTexts } from '../../../scripts/lib/parity';

/** A small page in the shape of `src/pages/…/en.ts`: prose beside data in the same blocks. */
const pageWith = (prose: {
  intro: string;
  title: string;
  voices: string[];
  label: string;
  text: string;
  won: string;
  callTitle: string;
  phoneLead: string;
  source: string;
}) => ({
  blocks: [
    { kind: 'hero', page: 'sales', intro: prose.intro, highlights: ['ERP'] },
    {
      kind: 'section',
      tone: 'panel',
      id: 'faq',
      title: prose.title,
      body: [
        { kind: 'voices', style: 'bubbles', items: prose.voices },
        { kind: 'link', page: 'contact', label: prose.label, text: prose.text },
        { kind: 'chart', chart: { id: 'sales', texts: { legend: { won: prose.won } } } },
      ],
    },
    { kind: 'callToAction', topic: 'sales', title: prose.callTitle, phoneLead: prose.phoneLead },
  ],
  source: { href: 'https://www.cbs.gov.il/', year: 2024, label: prose.source },
});

const english = pageWith({
  intro: 'Sales analytics since {year}.',
  title: 'What buyers ask',
  voices: ['Where is our data?', 'What does it cost?'],
  label: 'Ask us',
  text: 'Still unsure?',
  won: 'Won',
  callTitle: 'Talk to us',
  phoneLead: 'Call us on',
  source: 'Source: CBS',
});

/** The same page in Hebrew: every prose field translated, every other value as in English. */
const hebrew = pageWith({
  intro: 'אנליטיקת מכירות מאז {year}.',
  title: 'מה קונים שואלים',
  voices: ['איפה הנתונים שלנו?', 'כמה זה עולה?'],
  label: 'שאלו אותנו',
  text: 'עדיין מתלבטים?',
  won: 'נסגרו',
  callTitle: 'דברו איתנו',
  phoneLead: 'התקשרו אלינו:',
  source: 'מקור: הלמ״ס',
});

/** Hebrew with one change, for a test that expects exactly that change to be reported. */
const hebrewWith = (change: (copy: typeof hebrew) => void) => {
  const copy = structuredClone(hebrew);
  change(copy);
  return copy;
};

/** The section's body in a copy, typed loosely so a test can put any block there. */
const bodyOf = (copy: typeof hebrew) => (copy.blocks[1] as { body: unknown[] }).body;

describe('the English/Hebrew parity check of page documents', () => {
  it('passes when every prose field differs and everything else is equal', () => {
    expect(compareDocuments(english, hebrew)).toEqual([]);
  });

  it('fails a Hebrew block in another style than the English one, naming both styles', () => {
    const cards = hebrewWith((copy) => {
      bodyOf(copy)[0] = { kind: 'voices', style: 'cards', items: ['איפה?', 'כמה?'] };
    });
    expect(compareDocuments(english, cards)).toEqual([
      'he.blocks[1].body[0].style is "cards", en has "bubbles"',
    ]);
  });

  it('fails blocks of different kinds at the same place', () => {
    const swapped = hebrewWith((copy) => {
      bodyOf(copy)[1] = { kind: 'note', page: 'contact', label: 'שאלו אותנו', text: 'הערה' };
    });
    expect(compareDocuments(english, swapped)).toEqual([
      'he.blocks[1].body[1].kind is "note", en has "link"',
    ]);
  });

  it('fails a list with another length, prose or not', () => {
    const shorter = hebrewWith((copy) => {
      bodyOf(copy)[0] = { kind: 'voices', style: 'bubbles', items: ['איפה הנתונים שלנו?'] };
    });
    expect(compareDocuments(english, shorter)).toEqual([
      'he.blocks[1].body[0].items has 1 item, en has 2',
    ]);
  });

  it('fails a different page, href, tone, topic, chart or number', () => {
    const changed = hebrewWith((copy) => {
      Object.assign(copy.blocks[0]!, { page: 'about' });
      delete (copy.blocks[1] as { tone?: string }).tone;
      Object.assign(copy.blocks[2]!, { topic: 'procurement' });
      bodyOf(copy)[2] = {
        kind: 'chart',
        chart: { id: 'procurement', texts: { legend: { won: 'נסגרו' } } },
      };
      copy.source.href = 'https://www.cbs.gov.il/he/';
      copy.source.year = 2025;
    });
    expect(compareDocuments(english, changed)).toEqual([
      'he.blocks[0].page is "about", en has "sales"',
      'he.blocks[1].tone is missing, en has "panel"',
      'he.blocks[1].body[2].chart.id is "procurement", en has "sales"',
      'he.blocks[2].topic is "procurement", en has "sales"',
      'he.source.href is "https://www.cbs.gov.il/he/", en has "https://www.cbs.gov.il/"',
      'he.source.year is 2025, en has 2024',
    ]);
  });

  it('fails a prose field whose placeholders differ, quoting both strings', () => {
    const dropped = hebrewWith((copy) => Object.assign(copy.blocks[0]!, { intro: 'מאז 2019.' }));
    expect(compareDocuments(english, dropped)).toEqual([
      'he.blocks[0].intro is "מאז 2019." with no placeholders, ' +
        'en is "Sales analytics since {year}." with {year}',
    ]);
  });

  it('fails a prose field left empty in either language', () => {
    const empty = hebrewWith((copy) => Object.assign(copy.blocks[2]!, { title: ' ' }));
    expect(compareDocuments(english, empty)).toEqual([
      'he.blocks[2].title is empty, en has "Talk to us"',
    ]);
  });

  it('fails a key that one language has and the other has not', () => {
    const { phoneLead: _dropped, ...callToAction } = hebrew.blocks[2]!;
    const missing = { ...hebrew, blocks: [hebrew.blocks[0], hebrew.blocks[1], callToAction] };
    expect(compareDocuments(english, missing)).toEqual([
      'he.blocks[2].phoneLead is missing, en has "Call us on"',
    ]);
  });

  it('holds a string in a field that is not prose to the English value', () => {
    expect(
      compareDocuments({ kind: 'island', name: 'contact-form' }, { kind: 'island', name: 'טופס' }),
    ).toEqual(['he.name is "טופס", en has "contact-form"']);
  });

  it('holds a value inside an object in a prose field to the English value', () => {
    expect(
      compareDocuments(
        { intro: { message: 'page.home.description' } },
        { intro: { message: 'page.about.description' } },
      ),
    ).toEqual(['he.intro.message is "page.about.description", en has "page.home.description"']);
  });
});

describe('the English/Hebrew parity check of texts', () => {
  it('passes any two translations with the same keys and placeholders', () => {
    expect(
      compareTexts(
        { 'toast.close': 'Close', 'footer.rights': '© {year} {company}' },
        { 'toast.close': 'סגירה', 'footer.rights': '© {company} {year}' },
      ),
    ).toEqual([]);
  });

  it('reports with the labels it is given, and brackets keys that are not identifiers', () => {
    expect(
      compareTexts(
        { 'contact.count': '{n} left' },
        { 'contact.count': 'נותרו' },
        {
          left: 'demoTexts.en',
          right: 'demoTexts.he',
        },
      ),
    ).toEqual([
      'demoTexts.he["contact.count"] is "נותרו" with no placeholders, ' +
        'demoTexts.en is "{n} left" with {n}',
    ]);
  });

  it('still holds values that are not strings to the English value', () => {
    expect(compareTexts({ steps: 5 }, { steps: '5' })).toEqual(['he.steps is "5", en has 5']);
  });
});

describe('the real pages', () => {
  const pages = join(import.meta.dirname, '../../../src/pages');
  const folders = readdirSync(pages, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|[/\\])en\.ts$/.test(file))
    .map((file) => dirname(join(pages, file)));

  it.each(folders.map((folder) => [relative(pages, folder), folder]))(
    '%s differs between English and Hebrew in prose only',
    async (_name, folder) => {
      const load = async (language: string) =>
        ((await import(pathToFileURL(join(folder, `${language}.ts`)).href)) as { default: unknown })
          .default;
      expect(compareDocuments(await load('en'), await load('he'))).toEqual([]);
    },
  );

  it('are found', () => {
    expect(folders.length).toBeGreaterThanOrEqual(10);
  });
});
