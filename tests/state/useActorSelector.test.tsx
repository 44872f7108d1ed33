// @vitest-environment jsdom
/**
 * `useActorSelector` on a hand-driven actor: what a view reads and how often it renders as the
 * actor's snapshot changes, and the prerendered snapshot it reads while React hydrates.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useActorSelector, type ReadableActor } from '../../src/state/useActorSelector';

afterEach(cleanup);

interface Snapshot {
  modes: string[];
  unrelated: number;
}

/** An actor whose snapshot the test replaces by hand, telling its subscribers each time. */
function manualActor(initial: Snapshot) {
  let snapshot = initial;
  const listeners = new Set<(snapshot: Snapshot) => void>();
  const actor: ReadableActor<Snapshot> = {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
  };
  const update = (change: Partial<Snapshot>) => {
    snapshot = { ...snapshot, ...change };
    for (const listener of listeners) listener(snapshot);
  };
  return { actor, update };
}

/** A new array on every call, as `selectAvailableViewModes` builds. */
const selectModes = (snapshot: Snapshot) => [...snapshot.modes];
const selectUnrelated = (snapshot: Snapshot) => snapshot.unrelated;
const sameModes = (a: string[], b: string[]) => a.join() === b.join();

function Modes(props: {
  actor: ReadableActor<Snapshot>;
  serverSnapshot?: Snapshot;
  compare?: typeof sameModes;
  onRender: () => void;
}) {
  const modes = useActorSelector(props.actor, selectModes, props.serverSnapshot, props.compare);
  props.onRender();
  return <p>{modes.join(' ')}</p>;
}

describe('useActorSelector', () => {
  it('does not re-render when a new array is equal by compare, and does when it differs', () => {
    const { actor, update } = manualActor({ modes: ['auto', 'mobile'], unrelated: 0 });
    const onRender = vi.fn();
    render(<Modes actor={actor} compare={sameModes} onRender={onRender} />);
    expect(onRender).toHaveBeenCalledTimes(1);

    act(() => update({ unrelated: 1 }));
    act(() => update({ unrelated: 2 }));
    expect(onRender).toHaveBeenCalledTimes(1);

    act(() => update({ modes: ['mobile'] }));
    expect(onRender).toHaveBeenCalledTimes(2);
    expect(screen.getByText('mobile')).toBeDefined();
  });

  it('renders once per change of a new array without compare, never in a loop', () => {
    const { actor, update } = manualActor({ modes: ['auto'], unrelated: 0 });
    const onRender = vi.fn();
    render(<Modes actor={actor} onRender={onRender} />);
    act(() => update({ unrelated: 1 }));
    expect(onRender).toHaveBeenCalledTimes(2);
  });

  it('does not re-render when a selected value stays the same', () => {
    const { actor, update } = manualActor({ modes: ['auto'], unrelated: 0 });
    const onRender = vi.fn();
    function Unrelated() {
      onRender();
      return <p>{useActorSelector(actor, selectUnrelated)}</p>;
    }
    render(<Unrelated />);
    act(() => update({ modes: ['desktop'] }));
    expect(onRender).toHaveBeenCalledTimes(1);
    act(() => update({ unrelated: 7 }));
    expect(screen.getByText('7')).toBeDefined();
  });

  it('hydrates with the prerendered snapshot, then shows the live one', async () => {
    const prerendered: Snapshot = { modes: ['auto', 'desktop'], unrelated: 0 };
    const { actor } = manualActor({ modes: ['mobile'], unrelated: 0 });
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Modes actor={actor} serverSnapshot={prerendered} onRender={() => {}} />,
    );
    document.body.append(container);
    expect(container.textContent).toBe('auto desktop');

    const onRecoverableError = vi.fn();
    const root = await act(() =>
      hydrateRoot(
        container,
        <Modes actor={actor} serverSnapshot={prerendered} onRender={() => {}} />,
        { onRecoverableError },
      ),
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('mobile');
    act(() => root.unmount());
    container.remove();
  });
});
