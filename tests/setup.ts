import '@testing-library/jest-dom/vitest';
import { loadMessages } from '../src/i18n/messages';

// The browser loads a language's dictionary with its first page; views under test have both.
await Promise.all([loadMessages('en'), loadMessages('he')]);
