import '@testing-library/jest-dom/vitest';
import { loadContentMessages, loadMessages } from '../src/i18n/messages';

// The browser loads a language's dictionary with its first page, and the pages' texts with client
// navigation (or a page's chunk); views under test have both, in both languages.
await Promise.all(
  (['en', 'he'] as const).flatMap((language) => [
    loadMessages(language),
    loadContentMessages(language),
  ]),
);
