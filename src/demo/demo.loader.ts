import type { Language } from '../../machines/constants';
import { createLoader } from '../platform/loader';
import type { DemoTexts } from './demo.texts';

/**
 * The demo's texts in one language: each language's are a module of their own (./demo.en.ts,
 * ./demo.he.ts), which the island loads with its chunk in the page's language only; Node code
 * reads both at once from ./demo.content.ts.
 */
const texts = {
  en: createLoader(() => import('./demo.en').then((module) => module.en)),
  he: createLoader(() => import('./demo.he').then((module) => module.he)),
} satisfies Record<Language, unknown>;

/** The demo's texts in `language`, loaded the first time they are asked for. */
export const loadDemoTexts = (language: Language): Promise<DemoTexts> => texts[language].preload();

/** The demo's texts in `language`; suspends the view while they load. */
export const useDemoTexts = (language: Language): DemoTexts => texts[language].read();
