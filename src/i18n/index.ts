/**
 * The dictionaries at once, every part of both languages, for code that runs in Node: the server,
 * scripts, tests. The browser and the prerenderer load them as chunks (`./messages`), so no bundle
 * imports this module.
 */
import type { Language } from '../../machines/constants';
import { en as contactEn, type ContactMessageKey, type ContactMessages } from './contact/en';
import { he as contactHe } from './contact/he';
import { en, type ChromeMessageKey, type ChromeMessages } from './en';
import { en as errorScreenEn, type ErrorScreenMessages } from './error-screen/en';
import { he as errorScreenHe } from './error-screen/he';
import { he } from './he';
import { en as pagesEn, type PageMessageKey, type PageMessages } from './pages/en';
import { he as pagesHe } from './pages/he';
import { en as switcherEn, type SwitcherMessages } from './switcher/en';
import { he as switcherHe } from './switcher/he';
import { en as toastEn, type ToastMessageKey, type ToastMessages } from './toast/en';
import { he as toastHe } from './toast/he';

export type {
  ChromeMessageKey,
  ChromeMessages,
  ContactMessageKey,
  ContactMessages,
  ErrorScreenMessages,
  PageMessageKey,
  PageMessages,
  SwitcherMessages,
  ToastMessageKey,
  ToastMessages,
};

/**
 * What the site's pages show but the contact form: the chrome's messages, the pages', the view-mode
 * switcher's and the toasts'.
 */
export type Messages = ChromeMessages &
  ErrorScreenMessages &
  PageMessages &
  SwitcherMessages &
  ToastMessages;
export type MessageKey = keyof Messages;

/**
 * Every part of a language's dictionary: the chrome's messages, the pages', the switcher's, the
 * toasts' and the form's.
 */
export type AllMessages = Messages & ContactMessages;

export const dictionaries: Record<Language, AllMessages> = {
  en: { ...en, ...errorScreenEn, ...pagesEn, ...switcherEn, ...toastEn, ...contactEn },
  he: { ...he, ...errorScreenHe, ...pagesHe, ...switcherHe, ...toastHe, ...contactHe },
};
