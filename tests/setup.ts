import '@testing-library/jest-dom/vitest';
import { dictionaries } from '../src/i18n';
import { provideMessages } from '../src/i18n/messages';

// The browser loads a language's dictionary with its first page; views under test have both.
provideMessages('en', dictionaries.en);
provideMessages('he', dictionaries.he);
