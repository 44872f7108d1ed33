/**
 * The language machine's paths: the URL decides, a stored Hebrew preference sends an English URL
 * to its Hebrew twin, the toggle opens the twin page, and links (or Back) to the other tree switch.
 */
import { STORAGE_KEYS, type Language } from '../../../machines/constants';
import {
  isLanguage,
  languageMachine,
  otherLanguage,
  type LanguageEvent,
} from '../../../machines/language.machine';
import { SIDE_BAR_ID } from '../../../src/app/actors';
import { dictionaries } from '../../../src/i18n';
import { languageOfPath, localizedPath, twinPath } from '../../../src/paths';
import type { Check, PathSpec, Start, StepContext } from '../model';
import { PAGES, otherPage, pageHeading } from '../pages';

type Spec = PathSpec<typeof languageMachine>;
type Context = StepContext<typeof languageMachine>;

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', he: 'Hebrew' };

export const TOGGLE = { css: 'a[hreflang]', label: 'the language toggle (top right)' };
const NAV = { css: `#${SIDE_BAR_ID}`, label: 'the side navigation' };
const HTML = { css: 'html', label: 'the page' };
const H1 = { css: 'main h1', label: 'the page heading' };

/** Where the visitor goes for `url.changed`: another page of the site in that language. */
const linkTarget = (context: Context, language: Language) =>
  localizedPath(otherPage(context.currentPath), language);

export const languagePaths: Spec = {
  name: 'language',
  machine: languageMachine,
  starts: ({ language }): Array<Start<typeof languageMachine>> =>
    language === 'en'
      ? [
          {
            label: 'an English page, nothing stored',
            path: PAGES[0],
            stored: {},
            input: { urlLanguage: 'en', storedLanguage: null },
          },
          {
            label: 'an English page, Hebrew stored',
            path: PAGES[1],
            lands: localizedPath(PAGES[1], 'he'),
            stored: { [STORAGE_KEYS.language]: 'he' },
            input: { urlLanguage: 'en', storedLanguage: 'he' },
          },
        ]
      : [
          {
            label: 'a Hebrew page, English stored',
            path: localizedPath(PAGES[0], 'he'),
            stored: { [STORAGE_KEYS.language]: 'en' },
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
    if (event.type === 'language.toggle')
      return [
        { kind: 'click', target: TOGGLE, says: 'Click the language toggle at the top right' },
      ];
    const path = linkTarget(context, event.language);
    return [
      {
        kind: 'follow',
        path,
        says: `Go to ${path} by a link (or by typing it in the address bar)`,
      },
    ];
  },
  pathAfter: (context) => {
    const event = context.steps[context.index]!.events[0]!;
    if (event.type === 'language.toggle')
      return twinPath(context.currentPath, otherLanguage(languageOfPath(context.currentPath)));
    return linkTarget(context, event.language);
  },
  expect: (context): Check[] => {
    const language = context.steps[context.index]!.state.value;
    if (!isLanguage(language)) throw new Error(`unexpected language state ${String(language)}`);
    const m = dictionaries[language];
    const other = otherLanguage(language);
    const name = LANGUAGE_NAMES[language];
    return [
      { kind: 'path', path: context.currentPath, says: `The address is ${context.currentPath}` },
      {
        kind: 'attribute',
        target: HTML,
        name: 'lang',
        value: language,
        says: `The page is marked as ${name}`,
      },
      {
        kind: 'attribute',
        target: HTML,
        name: 'dir',
        value: language === 'he' ? 'rtl' : 'ltr',
        says: `The page reads ${language === 'he' ? 'right to left' : 'left to right'}`,
      },
      {
        kind: 'storage',
        key: STORAGE_KEYS.language,
        value: language,
        says: `${name} is remembered as the visitor's language`,
      },
      {
        kind: 'text',
        target: H1,
        text: pageHeading(context.currentPath),
        says: `The page heading is "${pageHeading(context.currentPath)}"`,
      },
      {
        kind: 'attribute',
        target: NAV,
        name: 'aria-label',
        value: m['nav.label'],
        says: `The side navigation is labelled "${m['nav.label']}"`,
      },
      {
        kind: 'text',
        target: TOGGLE,
        text: m['language.toggle.label'],
        says: `The language toggle reads "${m['language.toggle.label']}"`,
      },
      {
        kind: 'name',
        target: TOGGLE,
        name: m['language.toggle.name'],
        says: `The language toggle is named "${m['language.toggle.name']}" for screen readers`,
      },
      {
        kind: 'attribute',
        target: TOGGLE,
        name: 'href',
        value: twinPath(context.currentPath, other),
        says: `The language toggle leads to ${twinPath(context.currentPath, other)}`,
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
