/**
 * The language machine's paths: the URL decides, a stored Hebrew preference sends an English URL
 * to its Hebrew twin, the toggle opens the twin page, and links (or Back) to the other tree switch.
 */
import type { Language } from '../../../machines/constants';
import { languageMachine, type LanguageEvent } from '../../../machines/language.machine';
import { SIDE_BAR_ID } from '../../../src/config/element-ids';
import { dictionaries } from '../../../src/i18n';
import { localizedPath } from '../../../src/urls';
import type { Check, PathSpec, Start, StepContext } from '../model';
import { PAGES, otherPage, pageHeading } from '../pages';
import {
  LANGUAGE_NAMES,
  addressIs,
  click,
  headingReads,
  namedForScreenReaders,
  quoted,
  rememberedLanguage,
} from '../phrases';
import { readingDirectionChecks } from '../reading-direction';

type Spec = PathSpec<typeof languageMachine>;
type Context = StepContext<typeof languageMachine>;

const OTHER: Record<Language, Language> = { en: 'he', he: 'en' };

/** SPEC §3: the language is stored locally under this key. */
const STORAGE_KEY = 'app-language';

/** SPEC §2: the toggle reads the Hebrew word for "Hebrew" on an English page, "English" on a Hebrew one. */
const TOGGLE_READS: Record<Language, string> = { en: 'עברית', he: 'English' };

/** ARCHITECTURE P1: each page visited and its twin, the same page under /he or out of it. */
const TWINS: Record<string, string> = {
  '/about': '/he/about',
  '/he/about': '/about',
  '/usecases': '/he/usecases',
  '/he/usecases': '/usecases',
};

function twinOf(url: string): string {
  const twin = TWINS[url];
  if (twin === undefined) throw new Error(`no twin written down for ${url}`);
  return twin;
}

/**
 * The language the visitor should see after each step so far, by the spec and ARCHITECTURE P2:
 * a Hebrew URL is Hebrew; on an English one a stored `he` opens the Hebrew twin; the toggle
 * flips it, and a link goes to its page's language.
 */
function languagesAlong(context: Context): Language[] {
  const { urlLanguage, storedLanguage } = context.start.input;
  let language: Language = urlLanguage === 'he' || storedLanguage === 'he' ? 'he' : 'en';
  const languages = [language];
  for (const step of context.steps.slice(1)) {
    const event = step.events[0]!;
    language = event.type === 'language.toggle' ? OTHER[language] : event.language;
    languages.push(language);
  }
  return languages;
}

export const TOGGLE = { css: 'a[hreflang]', label: 'the language toggle (top right)' };
const NAV = { css: `#${SIDE_BAR_ID}`, label: 'the side bar' };
const HTML = { css: 'html', label: 'the page' };
const H1 = { css: 'main h1', label: 'the page heading' };

/** Where the visitor goes for `url.changed`: another page of the site in that language. */
const linkTarget = (context: Context, language: Language) =>
  localizedPath(otherPage(context.currentUrl), language);

export const languagePaths: Spec = {
  name: 'language',
  machine: languageMachine,
  starts: ({ language }): Array<Start<typeof languageMachine>> =>
    language === 'en'
      ? [
          {
            label: 'an English page, nothing stored',
            url: PAGES[0],
            stored: {},
            input: { urlLanguage: 'en', storedLanguage: null },
          },
          {
            label: 'an English page, Hebrew stored',
            url: PAGES[1],
            lands: twinOf(PAGES[1]),
            stored: { [STORAGE_KEY]: 'he' },
            input: { urlLanguage: 'en', storedLanguage: 'he' },
          },
        ]
      : [
          {
            label: 'a Hebrew page, English stored',
            url: localizedPath(PAGES[0], 'he'),
            stored: { [STORAGE_KEY]: 'en' },
            input: { urlLanguage: 'he', storedLanguage: 'en' },
          },
        ],
  events: () => [
    { type: 'language.toggle' },
    { type: 'url.changed', language: 'en' },
    { type: 'url.changed', language: 'he' },
  ],
  unreachable: [
    {
      rule: 'on an English project every visit starts at an English URL; landing on a Hebrew URL is the Hebrew projects’ part',
      applies: (project) => project.language === 'en',
      items: ['language.deciding —always [isHebrewUrl]→ language.he'],
    },
    {
      rule: 'on a Hebrew project every visit starts at a Hebrew URL, which wins over any stored preference',
      applies: (project) => project.language === 'he',
      items: [
        'language.deciding —always [prefersHebrew]→ language.he',
        'language.deciding —always→ language.en',
      ],
    },
  ],
  serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.urlLanguage]),
  describe: (event: LanguageEvent) =>
    event.type === 'language.toggle'
      ? 'toggle the language'
      : `follow a link to a page in ${LANGUAGE_NAMES[event.language]}`,
  act: (context) => {
    const event = context.steps[context.index]!.events[0]!;
    if (event.type === 'language.toggle') {
      const reads = TOGGLE_READS[languagesAlong(context)[context.index - 1]!];
      return [
        {
          kind: 'click',
          target: TOGGLE,
          says: click(context.project, `${quoted(reads)}, the language toggle at the top right`),
        },
      ];
    }
    const url = linkTarget(context, event.language);
    return [
      {
        kind: 'follow',
        path: url,
        says: `Go to ${url} by a link (or by typing it in the address bar)`,
      },
    ];
  },
  urlAfter: (context) => {
    const event = context.steps[context.index]!.events[0]!;
    if (event.type === 'language.toggle') return twinOf(context.currentUrl);
    return linkTarget(context, event.language);
  },
  expect: (context): Check[] => {
    const language = languagesAlong(context)[context.index]!;
    const m = dictionaries[language];
    const other = OTHER[language];
    const name = LANGUAGE_NAMES[language];
    return [
      { kind: 'path', path: context.currentUrl, says: addressIs(context.currentUrl) },
      {
        kind: 'attribute',
        target: HTML,
        name: 'lang',
        value: language,
        says: `The page is marked as ${name}`,
      },
      ...readingDirectionChecks(context.currentUrl),
      {
        kind: 'storage',
        key: STORAGE_KEY,
        value: language,
        says: rememberedLanguage(language),
      },
      {
        kind: 'text',
        target: H1,
        text: pageHeading(context.currentUrl),
        says: headingReads(pageHeading(context.currentUrl)),
      },
      {
        kind: 'attribute',
        target: NAV,
        name: 'aria-label',
        value: m['nav.label'],
        for: 'person',
        says: namedForScreenReaders('the side bar', m['nav.label']),
      },
      {
        kind: 'text',
        target: TOGGLE,
        text: TOGGLE_READS[language],
        says: `The language toggle at the top right reads ${quoted(TOGGLE_READS[language])}`,
      },
      {
        kind: 'name',
        target: TOGGLE,
        name: m['language.toggle.name'],
        says: namedForScreenReaders('the language toggle', m['language.toggle.name']),
      },
      {
        kind: 'attribute',
        target: TOGGLE,
        name: 'href',
        value: twinOf(context.currentUrl),
        says: `The language toggle leads to ${twinOf(context.currentUrl)}`,
      },
      {
        kind: 'attribute',
        target: TOGGLE,
        name: 'hreflang',
        value: other,
        says: `The language toggle is marked as a link to a page in ${LANGUAGE_NAMES[other]}`,
      },
    ];
  },
};
