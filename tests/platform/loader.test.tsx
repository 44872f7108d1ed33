// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import type { InspectionEvent } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  createLoader,
  inspectLoaders,
  retryFailedLoads,
  useLoadedOnDemand,
  type Loader,
} from '../../src/platform/loader';

/** What the loaders report of a failure (`reportFailure`): the console, silenced here. */
let logged: MockInstance<typeof console.error>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A load the test settles by hand: each call of `load` is a new attempt. */
function manualLoad() {
  const attempts: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        attempts.push({ resolve, reject });
      }),
  );
  return { load, attempts };
}

/** A loader whose first load has failed with "offline", and that failure seen by a preload. */
async function failedLoader() {
  const { load, attempts } = manualLoad();
  const loader = createLoader(load);
  const failing = loader.preload();
  attempts[0]!.reject(new Error('offline'));
  await expect(failing).rejects.toThrow('offline');
  return { loader, load, attempts };
}

/** Shows the message of an error its children throw. */
class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? `error: ${this.state.error.message}` : this.props.children;
  }
}

function Reader({ loader }: { loader: Loader<string> }) {
  return <p>value: {loader.read()}</p>;
}

/**
 * `count` views that read `loader`, in one Suspense boundary inside an error boundary. Rendered in
 * an awaited async `act`: React attends to a view that suspends in `act` only then.
 */
async function renderReaders(loader: Loader<string>, count: number) {
  // eslint-disable-next-line @typescript-eslint/require-await
  await act(async () => {
    render(
      <ErrorBoundary>
        <Suspense fallback="loading">
          {Array.from({ length: count }, (_, index) => (
            <Reader key={index} loader={loader} />
          ))}
        </Suspense>
      </ErrorBoundary>,
    );
  });
}

describe('createLoader', () => {
  it('does not load before it is used', () => {
    const { load } = manualLoad();
    createLoader(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads once, however often it is preloaded', async () => {
    const { load, attempts } = manualLoad();
    const loader = createLoader(load);
    const first = loader.preload();
    const second = loader.preload();
    expect(second).toBe(first);
    attempts[0]!.resolve('en');
    await expect(first).resolves.toBe('en');
    await expect(loader.preload()).resolves.toBe('en');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('peeks at nothing until the load has succeeded, then at its value', async () => {
    const { load, attempts } = manualLoad();
    const loader = createLoader(load);
    expect(loader.peek()).toBeUndefined();
    const loading = loader.preload();
    expect(loader.peek()).toBeUndefined();
    attempts[0]!.resolve('he');
    await loading;
    expect(loader.peek()).toBe('he');
  });

  it('suspends the views that read it while it loads, sharing one load, then shows its value', async () => {
    const { load, attempts } = manualLoad();
    const loader = createLoader(load);
    await renderReaders(loader, 2);
    expect(screen.getByText('loading')).toBeInTheDocument();

    await act(async () => {
      attempts[0]!.resolve('loaded');
      await loader.preload();
    });
    expect(screen.getAllByText('value: loaded')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads a loaded value at once, without suspending', async () => {
    const { load, attempts } = manualLoad();
    const loader = createLoader(load);
    const loading = loader.preload();
    attempts[0]!.resolve('ready');
    await loading;
    await renderReaders(loader, 1);
    expect(screen.getByText('value: ready')).toBeInTheDocument();
  });

  it('throws the error of a failed load to the error boundary', async () => {
    const { load, attempts } = manualLoad();
    const loader = createLoader(load);
    await renderReaders(loader, 1);

    await act(async () => {
      attempts[0]!.reject(new Error('chunk missing'));
      await loader.preload().catch(() => {});
    });
    expect(screen.getByText('error: chunk missing')).toBeInTheDocument();
  });

  it('remembers a failure: reading or preloading again does not load again', async () => {
    const { loader, load } = await failedLoader();

    await expect(loader.preload()).rejects.toThrow('offline');
    await renderReaders(loader, 1);
    expect(screen.getByText('error: offline')).toBeInTheDocument();
    expect(loader.peek()).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failure once, however often it is read or preloaded', async () => {
    const { loader } = await failedLoader();
    await loader.preload().catch(() => {});
    await renderReaders(loader, 2);
    expect(logged.mock.calls.filter(([error]) => String(error) === 'Error: offline')).toHaveLength(
      1,
    );
  });

  it('loads afresh after `retry` forgets a failure', async () => {
    const { loader, load, attempts } = await failedLoader();

    loader.retry();
    const retrying = loader.preload();
    expect(load).toHaveBeenCalledTimes(2);
    attempts[1]!.resolve('back online');
    await expect(retrying).resolves.toBe('back online');
    expect(loader.peek()).toBe('back online');
  });

  it('keeps a load under way or done through `retry`', async () => {
    const { load, attempts } = manualLoad();
    const loader = createLoader(load);
    const loading = loader.preload();
    loader.retry();
    expect(loader.preload()).toBe(loading);
    attempts[0]!.resolve('kept');
    await loading;
    loader.retry();
    expect(loader.peek()).toBe('kept');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells its subscribers as its load goes, until they unsubscribe', async () => {
    const { load, attempts } = manualLoad();
    const loader = createLoader(load);
    const listener = vi.fn(() => loader.peek());
    const gone = vi.fn();
    loader.subscribe(listener);
    loader.subscribe(gone)();
    const loading = loader.preload();
    expect(listener).toHaveLastReturnedWith(undefined);
    attempts[0]!.resolve('later');
    await loading;
    expect(listener).toHaveLastReturnedWith('later');
    expect(gone).not.toHaveBeenCalled();
  });
});

describe('inspectLoaders', () => {
  afterEach(() => inspectLoaders(undefined));

  it('has every loader report to the observer it is given, from then on', async () => {
    const { load, attempts } = manualLoad();
    const loader = createLoader(load);
    const events: InspectionEvent[] = [];
    inspectLoaders((event) => events.push(event));
    const loading = loader.preload();
    attempts[0]!.resolve('seen');
    await loading;

    const states = events.flatMap((event) =>
      event.type === '@xstate.snapshot' && 'value' in event.snapshot ? [event.snapshot.value] : [],
    );
    expect(states).toEqual(['idle', 'loading', 'loaded']);
  });
});

describe('retryFailedLoads', () => {
  it('forgets the failure of every loader, and only failures', async () => {
    const failed = manualLoad();
    const loaded = manualLoad();
    const failedLoader = createLoader(failed.load);
    const loadedLoader = createLoader(loaded.load);
    const failing = failedLoader.preload();
    const loading = loadedLoader.preload();
    failed.attempts[0]!.reject(new Error('offline'));
    loaded.attempts[0]!.resolve('fine');
    await Promise.allSettled([failing, loading]);

    retryFailedLoads();
    void failedLoader.preload();
    void loadedLoader.preload();
    expect(failed.load).toHaveBeenCalledTimes(2);
    expect(loaded.load).toHaveBeenCalledTimes(1);
    expect(loadedLoader.peek()).toBe('fine');
  });
});

describe('useLoadedOnDemand', () => {
  function Demanding({ loader, demand }: { loader: Loader<string>; demand: unknown }) {
    return <p>{useLoadedOnDemand(loader, demand) ?? 'not yet'}</p>;
  }

  it('loads nothing until there is a demand, then shows the value', async () => {
    const { load, attempts } = manualLoad();
    const loader = createLoader(load);
    const { rerender } = render(<Demanding loader={loader} demand={undefined} />);
    expect(load).not.toHaveBeenCalled();

    rerender(<Demanding loader={loader} demand="first toast" />);
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => Promise.resolve(attempts[0]!.resolve('the view')));
    expect(screen.getByText('the view')).toBeInTheDocument();
  });

  it('logs a failure once, and loads afresh at the next demand', async () => {
    const { load, attempts } = manualLoad();
    const loader = createLoader(load);
    const { rerender } = render(<Demanding loader={loader} demand="/about" />);
    await act(() => Promise.resolve(attempts[0]!.reject(new Error('Toaster.js did not load'))));
    expect(logged.mock.calls).toEqual([[new Error('Toaster.js did not load')]]);
    expect(screen.getByText('not yet')).toBeInTheDocument();

    rerender(<Demanding loader={loader} demand="/about" />);
    expect(load).toHaveBeenCalledTimes(1);
    rerender(<Demanding loader={loader} demand="/contact" />);
    expect(load).toHaveBeenCalledTimes(2);
    await act(() => Promise.resolve(attempts[1]!.resolve('the view')));
    expect(screen.getByText('the view')).toBeInTheDocument();
  });
});
