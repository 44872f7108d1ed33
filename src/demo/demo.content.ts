import type { Localized } from '../config/site';
import type { DemoTexts } from './demo.texts';
import { en } from './demo.en';
import { he } from './demo.he';

/**
 * The Home page demo's texts in both languages, for Node code (tests, `npm run parity`); the
 * browser loads one language's only (./demo.loader.ts).
 */
export { DEMO_STEPS } from './demo.texts';

export const demoTexts = { en, he } satisfies Localized<DemoTexts>;
