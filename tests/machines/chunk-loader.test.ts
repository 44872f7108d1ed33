import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { chunkLoaderMachine, type ChunkLoaderEvent } from '../../machines/chunk-loader.machine';

/** Lets the settled promises' reactions run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The chunk loader with its edge recorded: each load is an attempt the test settles by hand, and
 * the failures it reported, in order.
 */
function chunkLoader() {
  const done: string[] = [];
  const attempts: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const machine = chunkLoaderMachine.provide({
    actions: {
      reportFailure: (_, { error }) => void done.push(`reportFailure ${String(error)}`),
    },
    actors: {
      load: fromPromise<unknown>(
        () => new Promise<string>((resolve, reject) => attempts.push({ resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine).start();
  return {
    done,
    attempts,
    send: (...events: ChunkLoaderEvent[]) => events.forEach((event) => actor.send(event)),
    value: () => actor.getSnapshot().value,
  };
}

/** A loader whose first load has failed with "offline". */
async function failedLoader() {
  const loader = chunkLoader();
  loader.send({ type: 'load.wanted' });
  loader.attempts[0]!.reject(new Error('offline'));
  await settle();
  return loader;
}

describe('the chunk loader machine', () => {
  it('loads nothing until it is wanted, then loads once', async () => {
    const { done, attempts, send, value } = chunkLoader();
    expect(value()).toBe('idle');
    expect(attempts).toHaveLength(0);

    send({ type: 'load.wanted' });
    expect(value()).toBe('loading');
    expect(attempts).toHaveLength(1);

    attempts[0]!.resolve('the view');
    await settle();
    expect(value()).toBe('loaded');
    expect(done).toEqual([]);
  });

  it('starts one load for two demands, or a want and a demand', async () => {
    const { attempts, send, value } = chunkLoader();
    send({ type: 'load.demanded' }, { type: 'load.demanded' }, { type: 'load.wanted' });
    expect(value()).toBe('loading');
    expect(attempts).toHaveLength(1);

    attempts[0]!.resolve('the view');
    await settle();
    send({ type: 'load.demanded' }, { type: 'load.wanted' });
    expect(value()).toBe('loaded');
    expect(attempts).toHaveLength(1);
  });

  it('stays failed, reported once, however often it is wanted', async () => {
    const { done, attempts, send, value } = await failedLoader();
    expect(value()).toBe('failed');

    send({ type: 'load.wanted' }, { type: 'load.wanted' });
    await settle();
    expect(value()).toBe('failed');
    expect(attempts).toHaveLength(1);
    expect(done).toEqual(['reportFailure Error: offline']);
  });

  it('loads afresh after a retry forgets the failure, at the next want', async () => {
    const { done, attempts, send, value } = await failedLoader();
    send({ type: 'load.retry' });
    expect(value()).toBe('idle');
    expect(attempts).toHaveLength(1);

    send({ type: 'load.wanted' });
    expect(value()).toBe('loading');
    attempts[1]!.resolve('back online');
    await settle();
    expect(value()).toBe('loaded');
    expect(done).toEqual(['reportFailure Error: offline']);
  });

  it('loads again at once when a failed load is demanded anew', async () => {
    const { done, attempts, send, value } = await failedLoader();
    send({ type: 'load.demanded' });
    expect(value()).toBe('loading');
    expect(attempts).toHaveLength(2);

    attempts[1]!.reject(new Error('still offline'));
    await settle();
    expect(value()).toBe('failed');
    expect(done).toEqual(['reportFailure Error: offline', 'reportFailure Error: still offline']);
  });

  it('ignores a retry while it loads or once it has loaded', async () => {
    const { attempts, send, value } = chunkLoader();
    send({ type: 'load.wanted' }, { type: 'load.retry' });
    expect(value()).toBe('loading');

    attempts[0]!.resolve('kept');
    await settle();
    send({ type: 'load.retry' }, { type: 'load.wanted' });
    expect(value()).toBe('loaded');
    expect(attempts).toHaveLength(1);
  });
});
