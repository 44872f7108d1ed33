// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAfterErrorScreen } from '../../src/platform/after-error-screen';

afterEach(cleanup);

describe('readAfterErrorScreen', () => {
  const answering = (status: number) =>
    vi.fn(() => Promise.resolve(new Response(null, { status })));

  afterEach(() => vi.unstubAllGlobals());

  /**
   * The page at `path`, reached from the error screen, with the spinner's place held by "asking";
   * rendered in an awaited async `act`, as `renderReaders` is.
   */
  async function renderAfterErrorScreen(path: string, reload: () => void) {
    function Asking() {
      readAfterErrorScreen(path, reload);
      return null;
    }
    // eslint-disable-next-line @typescript-eslint/require-await
    await act(async () => {
      render(
        <Suspense fallback={<p>asking</p>}>
          <Asking />
          <p>the page</p>
        </Suspense>,
      );
    });
  }

  it('asks the address, and when it answers loads the page as a new document, showing nothing usable meanwhile (Firefox and WebKit keep a failure)', async () => {
    const fetch = answering(200);
    vi.stubGlobal('fetch', fetch);
    const reload = vi.fn();

    await renderAfterErrorScreen('/he/contact', reload);
    expect(screen.getByText('asking')).toBeDefined();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledWith('/he/contact', { method: 'HEAD', cache: 'no-store' });
    expect(screen.getByText('asking')).toBeDefined();
    expect(screen.queryByText('the page')).toBeNull();
  });

  it('renders the page in this document while the site does not answer, asking once', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    const reload = vi.fn();

    await renderAfterErrorScreen('/about', reload);
    expect(screen.getByText('the page')).toBeDefined();
    // Another page of the same address, rendered again: the answer is known.
    await renderAfterErrorScreen('/about', reload);
    expect(screen.getAllByText('the page')).toHaveLength(2);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('renders the page in this document when the address answers with an error (a page that is not there)', async () => {
    vi.stubGlobal('fetch', answering(404));
    const reload = vi.fn();
    await renderAfterErrorScreen('/services/nope', reload);
    expect(screen.getByText('the page')).toBeDefined();
    expect(reload).not.toHaveBeenCalled();
  });
});
