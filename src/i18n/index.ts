/**
 * Both dictionaries at once, for code that runs in Node: the server, scripts, tests. The browser
 * and the prerenderer load them as chunks (`./messages`), so no bundle imports this module.
 */
import type { Language } from '../../machines/constants';
import { en, type MessageKey, type Messages } from './en';
import { he } from './he';

export type { MessageKey, Messages };

export const dictionaries: Record<Language, Messages> = { en, he };
