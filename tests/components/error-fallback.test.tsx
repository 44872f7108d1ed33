// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ErrorFallback, errorScreenShown } from '../../src/shell/ErrorFallback';
import { loadMessages } from '../../src/i18n/messages';

// The error screen's own chunk cannot load either: the visitor has gone offline.
vi.mock('../../src/chrome/ErrorScreen', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/ErrorScreen.js');
});

afterEach(cleanup);

describe('the error fallback without the error screen’s chunk', () => {
  it('still tells the visitor, in the page’s language, and offers a reload and the way home', async () => {
    await loadMessages('he');
    expect(errorScreenShown).toBe(false);
    render(
      <Router hook={memoryLocation({ path: '/he/about' }).hook}>
        <ErrorFallback error={new Error('page-module.js did not load')} />
      </Router>,
    );

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 }).textContent).toBe(
      'Unexpected Application Error!',
    );
    expect(alert.textContent).toContain('משהו השתבש בהצגת הדף');
    expect(within(alert).getByRole('button', { name: 'טעינת הדף מחדש' })).toBeDefined();
    expect(within(alert).getByRole('link', { name: 'מעבר לדף הבית' }).getAttribute('href')).toBe(
      '/he',
    );
    // So the visitor's next navigation loads its page as a new document (src/shell/App.tsx).
    expect(errorScreenShown).toBe(true);
  });
});
