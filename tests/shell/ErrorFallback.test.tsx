// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { loadMessages } from '../../src/i18n/messages';
import { AfterErrorScreen, ErrorFallback } from '../../src/shell/ErrorFallback';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A page at `path` in its Suspense boundary, as the shell renders it. */
const page = (path: string) => (
  <Suspense fallback={<p>loading</p>}>
    <AfterErrorScreen path={path} />
    <p>{path}</p>
  </Suspense>
);

describe('a page the visitor comes to from the error screen', () => {
  it('asks its address first (and loads as a new document if it answers: src/platform/after-error-screen); the page of the error screen itself, and every page before one, do not', async () => {
    await loadMessages('en');
    // The address answers with an error, so the page renders here instead of reloading jsdom.
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 404 })));
    vi.stubGlobal('fetch', fetch);

    render(page('/contact'));
    expect(screen.getByText('/contact')).toBeDefined();
    cleanup();

    render(
      <Router hook={memoryLocation({ path: '/about' }).hook}>
        <ErrorFallback error={new Error('page-module.js did not load')} />
      </Router>,
    );
    // The error screen's own chunk, with what the next page needs.
    expect(await screen.findByText('page-module.js did not load')).toBeDefined();
    cleanup();

    render(page('/about'));
    expect(screen.getByText('/about')).toBeDefined();
    expect(fetch).not.toHaveBeenCalled();
    cleanup();

    // Rendered in an awaited async act: React attends to a view that suspends in act only then.
    // eslint-disable-next-line @typescript-eslint/require-await
    await act(async () => {
      render(page('/contact'));
    });
    expect(screen.getByText('/contact')).toBeDefined();
    expect(fetch).toHaveBeenCalledWith('/contact', { method: 'HEAD', cache: 'no-store' });
  });
});
