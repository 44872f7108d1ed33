import '@testing-library/jest-dom/vitest';
import { provideAllMessages } from '../src/i18n';

// The browser loads a language's dictionary with its first page; views under test have both.
provideAllMessages();
