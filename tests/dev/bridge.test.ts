import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, fromCallback, setup } from 'xstate';
import { createBridge, type Channel } from '../../src/dev/bridge';
import type { AppMessage, InspectorMessage, SnapshotMessage } from '../../src/dev/protocol';

/** A channel that records what the bridge posts and lets the test play the inspector. */
function fakeChannel() {
  const posted: AppMessage[] = [];
  let listener: ((event: MessageEvent<unknown>) => void) | undefined;
  const channel: Channel = {
    postMessage: (message) => posted.push(message as AppMessage),
    addEventListener: (_, l) => (listener = l),
  };
  const fromInspector = (message: InspectorMessage) =>
    listener?.(new MessageEvent('message', { data: message }));
  const snapshots = () => posted.filter((m): m is SnapshotMessage => m.kind === 'snapshot');
  return { channel, posted, fromInspector, snapshots };
}

const FACTS = {
  url: 'http://localhost:5173/',
  viewport: { width: 1280, height: 800 },
  touch: false,
  userAgent: 'test',
  language: 'en',
  stored: {},
};

const counter = createMachine({
  id: 'counter',
  context: { count: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'count.add': { actions: assign({ count: ({ context }) => context.count + 1 }) } },
    },
  },
});

describe('the dev inspector bridge', () => {
  it('posts a snapshot whose context holds values postMessage cannot clone', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const helper = createActor(counter);
    const machine = setup({
      types: { context: {}, events: {} as { type: 'poke'; at: Date } },
    }).createMachine({
      id: 'awkward',
      context: {
        callback: () => 'not cloneable',
        lookup: new Map([['a', 1]]),
        cyclic,
        element: document.createElement('button'),
        actor: helper,
        missing: undefined,
        ratio: Number.NaN,
        big: 10n,
      },
      on: { poke: { actions: assign({ pokedAt: ({ event }) => event.at }) } },
    });
    const { channel, snapshots } = fakeChannel();
    const bridge = createBridge({ channel, tab: 't1', page: () => '/', facts: FACTS });
    const actor = createActor(machine, { inspect: bridge.inspect }).start();
    actor.send({ type: 'poke', at: new Date(0) });

    const [started, poked] = snapshots();
    expect(started).toBeDefined();
    expect(poked?.event).toEqual({ type: 'poke', payload: { at: '1970-01-01T00:00:00.000Z' } });
    for (const message of snapshots()) {
      // What BroadcastChannel does to a message, and what the inspector shows.
      expect(() => structuredClone(message)).not.toThrow();
      expect(JSON.parse(JSON.stringify(message))).toEqual(structuredClone(message));
    }
    const context = poked!.context as Record<string, unknown>;
    expect(context.callback).toMatch(/function/);
    expect(context.lookup).toEqual([['a', 1]]);
    expect((context.cyclic as Record<string, unknown>).self).toBe('[circular]');
    expect(context.element).toMatch(/button/);
    expect(context.actor).toMatch(/actor/);
    expect(context.ratio).toBe('NaN');
    expect(context.big).toBe('10n');
  });

  it('reports every snapshot of a machine actor with the event that caused it', () => {
    const { channel, snapshots } = fakeChannel();
    const bridge = createBridge({ channel, tab: 't1', page: () => '/about', facts: FACTS });
    const actor = createActor(counter, { inspect: bridge.inspect }).start();
    actor.send({ type: 'count.add' });
    actor.send({ type: 'count.add' });

    const last = snapshots().at(-1)!;
    expect(last).toMatchObject({
      tab: { id: 't1', page: '/about' },
      actor: { key: 'counter', machineId: 'counter' },
      event: { type: 'count.add', payload: {} },
      value: 'idle',
      context: { count: 2 },
      status: 'active',
    });
  });

  it('ignores actors that are not machines', () => {
    const { channel, snapshots } = fakeChannel();
    const bridge = createBridge({ channel, tab: 't1', page: () => '/', facts: FACTS });
    createActor(
      fromCallback(() => {}),
      { inspect: bridge.inspect },
    ).start();
    expect(snapshots()).toEqual([]);
  });

  it('answers a hello with the current snapshot of every live actor, and forgets stopped ones', () => {
    const { channel, snapshots, fromInspector } = fakeChannel();
    const bridge = createBridge({ channel, tab: 't1', page: () => '/', facts: FACTS });
    const first = createActor(counter, { inspect: bridge.inspect }).start();
    const second = createActor(counter, { inspect: bridge.inspect }).start();
    second.send({ type: 'count.add' });
    first.stop();

    const before = snapshots().length;
    fromInspector({ kind: 'hello' });
    const answers = snapshots().slice(before);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({
      actor: { key: 'counter#2' },
      event: null,
      context: { count: 1 },
    });
  });

  it("delivers an inspector's event to the named actor of its own tab only", () => {
    const { channel, fromInspector } = fakeChannel();
    const bridge = createBridge({ channel, tab: 't1', page: () => '/', facts: FACTS });
    const actor = createActor(counter, { inspect: bridge.inspect }).start();

    fromInspector({ kind: 'send', tab: 'other', actor: 'counter', event: { type: 'count.add' } });
    expect(actor.getSnapshot().context.count).toBe(0);
    fromInspector({ kind: 'send', tab: 't1', actor: 'counter', event: { type: 'count.add' } });
    expect(actor.getSnapshot().context.count).toBe(1);
  });
});
