// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AfterErrorScreen, ErrorFallback } from '../../src/shell/ErrorFallback';
import { loadMessages } from '../../src/i18n/messages';

// The error screen's own chunk cannot load either: the visitor has gone offline.
vi.mock('../../src/chrome/ErrorScreen', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/ErrorScreen.js');
});

afterEach(cleanup);

describe('the error fallback without the error screen’s chunk', () => {
  it('still tells the visitor, in the page’s language, and offers a reload and the way home', async () => {
    await loadMessages('he');
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
  });
});

describe('a page the visitor comes to from the error screen, without the error screen’s chunk', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders in this document without asking its address: the site did not answer', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    // The first test showed an error screen at /he/about.
    render(
      <Suspense fallback={<p>loading</p>}>
        <AfterErrorScreen path="/he/contact" />
        <p>the page</p>
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeDefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
