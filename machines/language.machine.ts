import { assertEvent, assign, setup } from 'xstate';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants';
import { decideLanguage } from './boot-decisions';

export interface LanguageInput {
  /** Language of the URL the visitor landed on (`he` for paths under `/he`). */
  urlLanguage: Language;
  /** Raw value read from storage under `app-language`; anything but `en`/`he` is ignored. */
  storedLanguage: unknown;
}

export interface LanguageContext {
  language: Language;
  urlLanguage: Language;
  storedLanguage: Language | null;
}

export type LanguageEvent =
  { type: 'language.toggle' } | { type: 'url.changed'; language: Language };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export const otherLanguage = (language: Language): Language => (language === 'en' ? 'he' : 'en');

export const languageMachine = setup({
  types: {
    input: {} as LanguageInput,
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
  },
  actions: {
    /** Save the language under `app-language`. */
    persistLanguage: (_, _params: { language: Language }) => {},
    /** Show the current page's twin in the language (replacing the history entry or pushing one). */
    navigateToTwin: (_, _params: { language: Language; replace: boolean }) => {},
    setLanguage: assign({ language: (_, params: { language: Language }) => params.language }),
    rememberUrlLanguage: assign({
      urlLanguage: ({ event }) => {
        assertEvent(event, 'url.changed');
        return event.language;
      },
    }),
  },
  guards: {
    // The boot decision `decideLanguage`, shared with the pre-paint boot script.
    isHebrewUrl: ({ context }) => context.urlLanguage === 'he',
    prefersHebrew: ({ context }) =>
      decideLanguage(context.urlLanguage, () => context.storedLanguage) !== context.urlLanguage,
    isUrlInHebrew: ({ event }) => event.type === 'url.changed' && event.language === 'he',
    isUrlInEnglish: ({ event }) => event.type === 'url.changed' && event.language === 'en',
  },
}).createMachine({
  id: 'language',
  description:
    'The interface language. A path under /he is an explicit choice; otherwise the stored preference (app-language), else English.',
  context: ({ input }) => ({
    language: DEFAULT_LANGUAGE,
    urlLanguage: input.urlLanguage,
    storedLanguage: isLanguage(input.storedLanguage) ? input.storedLanguage : null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Read once at start-up: the URL wins, then the stored preference, then English.',
      always: [
        { guard: 'isHebrewUrl', target: 'he', description: 'The visitor landed under /he.' },
        {
          guard: 'prefersHebrew',
          target: 'he',
          actions: { type: 'navigateToTwin', params: { language: 'he', replace: true } },
          description: 'A stored Hebrew preference sends an English path to its Hebrew twin.',
        },
        { target: 'en' },
      ],
    },
    en: {
      description: 'English: left-to-right, pages at the spec paths.',
      entry: [
        { type: 'setLanguage', params: { language: 'en' } },
        { type: 'persistLanguage', params: { language: 'en' } },
      ],
      on: {
        'language.toggle': {
          target: 'he',
          actions: { type: 'navigateToTwin', params: { language: 'he', replace: false } },
          description:
            'The language toggle switches to Hebrew and opens the Hebrew twin of the page.',
        },
        'url.changed': {
          guard: 'isUrlInHebrew',
          target: 'he',
          actions: 'rememberUrlLanguage',
          description: 'The visitor followed a link or went back to a Hebrew path.',
        },
      },
    },
    he: {
      description: 'Hebrew: right-to-left, pages under /he.',
      entry: [
        { type: 'setLanguage', params: { language: 'he' } },
        { type: 'persistLanguage', params: { language: 'he' } },
      ],
      on: {
        'language.toggle': {
          target: 'en',
          actions: { type: 'navigateToTwin', params: { language: 'en', replace: false } },
          description:
            'The language toggle switches to English and opens the English twin of the page.',
        },
        'url.changed': {
          guard: 'isUrlInEnglish',
          target: 'en',
          actions: 'rememberUrlLanguage',
          description: 'The visitor followed a link or went back to an English path.',
        },
      },
    },
  },
});
