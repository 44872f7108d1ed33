/**
 * The dictionaries at once, both parts of both languages, for code that runs in Node: the server,
 * scripts, tests. The browser and the prerenderer load them as chunks (`./messages`), so no bundle
 * imports this module.
 */
import type { Language } from '../../machines/constants';
import { en as contactEn, type ContactMessageKey, type ContactMessages } from './contact/en';
import { he as contactHe } from './contact/he';
import { en, type MessageKey, type Messages } from './en';
import { he } from './he';

export type { ContactMessageKey, ContactMessages, MessageKey, Messages };

/** Both parts of a language's dictionary: the chrome's and pages' messages, and the form's. */
export type AllMessages = Messages & ContactMessages;

export const dictionaries: Record<Language, AllMessages> = {
  en: { ...en, ...contactEn },
  he: { ...he, ...contactHe },
};
