/**
 * Both dictionaries at once, for code that runs in Node: the server, the build, scripts, tests.
 * The browser loads one language at a time (`./messages`).
 */
import type { Language } from '../../machines/constants';
import { en, type MessageKey, type Messages } from './en';
import { he } from './he';

export type { MessageKey, Messages };

export const dictionaries: Record<Language, Messages> = { en, he };
