// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  assign,
  createActor,
  createMachine,
  fromCallback,
  fromPromise,
  setup,
  type AnyActorRef,
  type Snapshot,
} from 'xstate';
import { contactFormMachine } from '../../machines/contact-form.machine';
import {
  type ContactSubmitInput,
  type ContactSubmitResult,
} from '../../machines/contact-form.types';
import { languageMachine } from '../../machines/language.machine';
import { createBridge, type Channel } from '../../src/dev/bridge';
import { islandTravel, restartingRestorer } from '../../src/dev/restorers';
import type { AppMessage, InspectorMessage, Plain, SnapshotMessage } from '../../src/dev/protocol';
import { TAB_FACTS } from './desktop-tab';

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
  /** The last snapshot message of the actor `key`. */
  const last = (key: string) => snapshots().findLast((m) => m.actor.key === key);
  return { channel, posted, fromInspector, snapshots, last };
}

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
    const bridge = createBridge({ channel, tab: 't1', page: () => '/', facts: TAB_FACTS });
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
    const bridge = createBridge({ channel, tab: 't1', page: () => '/about', facts: TAB_FACTS });
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
    const bridge = createBridge({ channel, tab: 't1', page: () => '/', facts: TAB_FACTS });
    createActor(
      fromCallback(() => {}),
      { inspect: bridge.inspect },
    ).start();
    expect(snapshots()).toEqual([]);
  });

  it('answers a hello with the current snapshot of every live actor, and forgets stopped ones', () => {
    const { channel, snapshots, fromInspector } = fakeChannel();
    const bridge = createBridge({ channel, tab: 't1', page: () => '/', facts: TAB_FACTS });
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
    const bridge = createBridge({ channel, tab: 't1', page: () => '/', facts: TAB_FACTS });
    const actor = createActor(counter, { inspect: bridge.inspect }).start();

    fromInspector({ kind: 'send', tab: 'other', actor: 'counter', event: { type: 'count.add' } });
    expect(actor.getSnapshot().context.count).toBe(0);
    fromInspector({ kind: 'send', tab: 't1', actor: 'counter', event: { type: 'count.add' } });
    expect(actor.getSnapshot().context.count).toBe(1);
  });
});

/** A door: a guarded push opens it through an eventless step; a weak push only creaks. */
const door = setup({
  types: { context: {} as { pushes: number }, events: {} as { type: 'door.push'; force: number } },
  actions: {
    creak: (_, _params: { loud: boolean }) => {},
    countPush: assign({ pushes: ({ context }) => context.pushes + 1 }),
    greet: () => {},
  },
  guards: { isStrong: ({ event }) => event.force > 5 },
}).createMachine({
  id: 'door',
  context: { pushes: 0 },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'door.push': [
          { guard: 'isStrong', target: 'opening', actions: 'countPush' },
          { actions: { type: 'creak', params: { loud: false } } },
        ],
      },
    },
    opening: { always: { target: 'open', actions: { type: 'creak', params: { loud: true } } } },
    open: { entry: 'greet' },
  },
});

describe('the step details', () => {
  it('name the transitions each microstep took, eventless ones included, and the actions', () => {
    const { channel, last } = fakeChannel();
    const bridge = createBridge({ channel, tab: 't1', page: () => '/', facts: TAB_FACTS });
    const actor = createActor(door, { inspect: bridge.inspect }).start();

    actor.send({ type: 'door.push', force: 2 });
    expect(last('door')?.step).toEqual({
      before: 'closed',
      microsteps: [
        {
          event: 'door.push',
          transitions: [
            { source: 'door.closed', targets: [], trigger: 'door.push', guard: undefined },
          ],
        },
      ],
      actions: [{ type: 'creak', params: { loud: false } }],
      effects: [],
    });

    actor.send({ type: 'door.push', force: 9 });
    expect(last('door')?.step).toEqual({
      before: 'closed',
      microsteps: [
        {
          event: 'door.push',
          transitions: [
            {
              source: 'door.closed',
              targets: ['door.opening'],
              trigger: 'door.push',
              guard: 'isStrong',
            },
          ],
        },
        {
          event: 'door.push',
          transitions: [
            { source: 'door.opening', targets: ['door.open'], trigger: '', guard: undefined },
          ],
        },
      ],
      actions: [
        { type: 'creak', params: { loud: true } },
        { type: 'greet', params: null },
      ],
      effects: [],
    });
    expect(last('door')?.value).toBe('open');
  });

  it('starts with no state before, and the entry actions of the initial state', () => {
    const { channel, snapshots } = fakeChannel();
    const bridge = createBridge({ channel, tab: 't1', page: () => '/', facts: TAB_FACTS });
    createActor(languageMachine, {
      input: { urlLanguage: 'he', storedLanguage: null },
      inspect: bridge.inspect,
    }).start();

    const [started] = snapshots();
    expect(started?.event?.type).toBe('xstate.init');
    expect(started?.step).toMatchObject({
      before: null,
      microsteps: [
        {
          event: 'xstate.init',
          transitions: [
            {
              source: 'language.deciding',
              targets: ['language.he'],
              trigger: '',
              guard: 'isHebrewUrl',
            },
          ],
        },
      ],
      actions: [{ type: 'persistLanguage', params: { language: 'he' } }],
    });
  });

  it('names the effects travel cannot undo: storage, the address bar, the title, a post', async () => {
    const { channel, last } = fakeChannel();
    const bridge = createBridge({ channel, tab: 't1', page: () => '/', facts: TAB_FACTS });
    const language = createActor(languageMachine, {
      input: { urlLanguage: 'en', storedLanguage: null },
      inspect: bridge.inspect,
    }).start();
    language.send({ type: 'language.toggle' });
    expect(last('language')?.step?.effects).toEqual([
      { action: 'navigateToTwin', effect: 'address bar' },
      { action: 'persistLanguage', effect: 'storage write' },
    ]);

    const form = createActor(
      contactFormMachine.provide({
        actors: {
          fetchToken: fromPromise(() => Promise.resolve('token')),
          submitContact: fromPromise<ContactSubmitResult, ContactSubmitInput>(() =>
            Promise.resolve({ ok: true, id: 'stored' }),
          ),
        },
      }),
      // Rules that pass any draft: what is posted does not matter here, only what the post leaves.
      {
        input: { language: 'en', validate: () => ({}), idempotencyKey: 'key' },
        inspect: bridge.inspect,
      },
    ).start();
    form.send({ type: 'contact.submit' });
    expect(last('contactForm')?.step?.effects).toEqual([
      { action: 'markTitle', effect: 'document' },
      { action: 'persistDraft', effect: 'storage write' },
      { action: 'submitContact', effect: 'post' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(last('contactForm')).toMatchObject({ value: 'sent' });
    expect(last('contactForm')?.step?.effects).toEqual([
      { action: 'clearDraft', effect: 'storage write' },
    ]);
  });
});

describe('what the inspector sent', () => {
  it('is marked as such; what the visitor did is not', () => {
    const { channel, fromInspector, last } = fakeChannel();
    const bridge = createBridge({ channel, tab: 't1', page: () => '/', facts: TAB_FACTS });
    const actor = createActor(counter, { inspect: bridge.inspect }).start();

    fromInspector({ kind: 'send', tab: 't1', actor: 'counter', event: { type: 'count.add' } });
    expect(last('counter')?.event).toEqual({
      type: 'count.add',
      payload: {},
      fromInspector: true,
    });
    actor.send({ type: 'count.add' });
    expect(last('counter')?.event).toEqual({ type: 'count.add', payload: {} });
  });
});

describe('the page a tab shows', () => {
  it('is posted when it changes, and every message names the current one', () => {
    const { channel, posted, last } = fakeChannel();
    let page = '/';
    const bridge = createBridge({ channel, tab: 't1', page: () => page, facts: TAB_FACTS });
    const actor = createActor(counter, { inspect: bridge.inspect }).start();

    bridge.followPage();
    expect(posted.filter((m) => m.kind === 'page')).toEqual([]);
    page = '/he/about';
    bridge.followPage();
    bridge.followPage();
    expect(posted.filter((m) => m.kind === 'page')).toEqual([
      { kind: 'page', tab: { id: 't1', page: '/he/about', facts: TAB_FACTS } },
    ]);
    actor.send({ type: 'count.add' });
    expect(last('counter')?.tab.page).toBe('/he/about');
  });
});

/**
 * A small system like the app's: a root that invokes a switch under a system id, and a lamp the
 * switch turns on (`sendTo` through the system) and that shows a timer-free state.
 */
const lamp = setup({
  types: { events: {} as { type: 'lamp.on' } | { type: 'lamp.off' } },
}).createMachine({
  id: 'lamp',
  initial: 'off',
  states: { off: { on: { 'lamp.on': 'on' } }, on: { on: { 'lamp.off': 'off' } } },
});
const house = setup({ actors: { lamp } }).createMachine({
  id: 'house',
  invoke: { src: 'lamp', id: 'lamp', systemId: 'lamp' },
});

const statusOf = (actor: AnyActorRef) => (actor.getSnapshot() as Snapshot<unknown>).status;

describe('time travel', () => {
  /** The house, restorable: `start` starts it from a snapshot, as the app starts its actors. */
  function restorableHouse() {
    const fake = fakeChannel();
    const bridge = createBridge({
      channel: fake.channel,
      tab: 't1',
      page: () => '/',
      facts: TAB_FACTS,
    });
    let root: AnyActorRef;
    const started: Snapshot<unknown>[] = [];
    bridge.restorable(
      'house',
      restartingRestorer(
        () => root,
        (snapshot) => {
          started.push(snapshot);
          root = createActor(house, { snapshot, inspect: bridge.inspect }).start();
        },
      ),
    );
    root = createActor(house, { inspect: bridge.inspect }).start();
    const lampOf = () => (root.getSnapshot() as { children: { lamp: AnyActorRef } }).children.lamp;
    const lampState = () => (lampOf().getSnapshot() as { value: string }).value;
    return { ...fake, bridge, lampOf, lampState, started, root: () => root };
  }

  it('every snapshot of a restorable system carries the persisted system after its step', () => {
    const { lampOf, last, snapshots } = restorableHouse();
    lampOf().send({ type: 'lamp.on' });

    const message = last('lamp');
    expect(message?.system?.root).toBe('house');
    const persisted = message?.system?.persisted as {
      children: { lamp: { snapshot: { value: Plain } } };
    };
    expect(persisted.children.lamp.snapshot.value).toBe('on');
    expect(snapshots().every((m) => m.system?.root === 'house')).toBe(true);
  });

  it('has no system on actors whose root is not restorable', () => {
    const { channel, snapshots } = fakeChannel();
    const bridge = createBridge({ channel, tab: 't1', page: () => '/', facts: TAB_FACTS });
    createActor(house, { inspect: bridge.inspect }).start();
    expect(snapshots().length).toBeGreaterThan(0);
    expect(snapshots().some((m) => m.system)).toBe(false);
  });

  it('restores the snapshot the inspector sends back, and resume restores the live one', () => {
    const { lampOf, lampState, last, posted, fromInspector, started, root } = restorableHouse();
    const beforeOn = last('lamp')!.system!.persisted;
    lampOf().send({ type: 'lamp.on' });
    const live = root();
    const liveSnapshot = live.getPersistedSnapshot();
    const postedBefore = posted.length;

    fromInspector({ kind: 'travel', tab: 't1', systems: [{ root: 'house', persisted: beforeOn }] });
    expect(lampState()).toBe('off');
    expect(statusOf(live)).toBe('stopped');
    expect(statusOf(root())).toBe('active');
    // Stopping the live system and starting the restored one are not news: one answer.
    expect(posted.slice(postedBefore)).toEqual([{ kind: 'travelled', tab: 't1', live: false }]);

    // The restored actors keep their keys, and report what happens next.
    lampOf().send({ type: 'lamp.on' });
    expect(last('lamp')).toMatchObject({
      actor: { key: 'lamp' },
      value: 'on',
      step: { before: 'off' },
    });
    fromInspector({ kind: 'travel', tab: 't1', systems: [{ root: 'house', persisted: beforeOn }] });
    expect(lampState()).toBe('off');

    fromInspector({ kind: 'resume', tab: 't1' });
    expect(lampState()).toBe('on');
    expect(posted.at(-1)).toEqual({ kind: 'travelled', tab: 't1', live: true });
    // Resume went back to the snapshot kept at the first travel.
    expect(started).toHaveLength(3);
    expect(started[2]).toEqual(liveSnapshot);
  });

  it("restores every system a travel names, an island's as a copy, and resume shows each live", () => {
    const { bridge, lampOf, lampState, last, fromInspector, posted } = restorableHouse();
    // An island's actor: its own root, made by a component, restorable through `islandTravel`.
    const liveLamp = createActor(lamp, { inspect: bridge.inspect }).start();
    const shown = islandTravel(bridge)(liveLamp, (snapshot) => createActor(lamp, { snapshot }));
    const disconnect = shown.connect();
    const views: string[] = [];
    shown.subscribe(() => views.push(String(shown.current().getSnapshot().value)));

    liveLamp.send({ type: 'lamp.on' });
    const islandOn = last('lamp#2')!.system!;
    expect(islandOn.root).toBe('lamp#2');
    const houseOff = last('lamp')!.system!;
    lampOf().send({ type: 'lamp.on' });
    liveLamp.send({ type: 'lamp.off' });

    fromInspector({ kind: 'travel', tab: 't1', systems: [houseOff, islandOn] });
    expect(lampState()).toBe('off');
    // The island shows a copy as it was; the live actor runs on, unseen.
    expect(shown.current()).not.toBe(liveLamp);
    expect(shown.current().getSnapshot().value).toBe('on');
    expect(liveLamp.getSnapshot().value).toBe('off');
    expect(posted.at(-1)).toEqual({ kind: 'travelled', tab: 't1', live: false });

    fromInspector({ kind: 'resume', tab: 't1' });
    expect(lampState()).toBe('on');
    expect(shown.current()).toBe(liveLamp);
    expect(views).toEqual(['on', 'off']);
    // Back to live, the inspector hears every actor as it is now.
    expect(last('lamp#2')).toMatchObject({ value: 'off', event: null });

    // An island that left the page is no longer restored.
    disconnect();
    fromInspector({ kind: 'travel', tab: 't1', systems: [islandOn] });
    expect(shown.current()).toBe(liveLamp);
  });

  it('keeps the system of a root stopped and started again, as StrictMode does a component’s actor', () => {
    const { bridge, last } = restorableHouse();
    const island = createActor(lamp, { inspect: bridge.inspect });
    const shown = islandTravel(bridge)(island, (snapshot) => createActor(lamp, { snapshot }));
    shown.connect();
    island.start();
    expect(last('lamp#2')?.system?.root).toBe('lamp#2');
    // What @xstate/react's `useActorRef` does when StrictMode runs its effect twice.
    const persisted = island.getSnapshot();
    island.stop();
    Object.assign(island, { _processingStatus: 0, _snapshot: persisted });
    island.start();
    island.send({ type: 'lamp.on' });
    expect(last('lamp#2')).toMatchObject({ value: 'on', system: { root: 'lamp#2' } });
  });

  it("ignores another tab's travel", () => {
    const { lampOf, lampState, last, fromInspector, posted } = restorableHouse();
    const beforeOn = last('lamp')!.system!.persisted;
    lampOf().send({ type: 'lamp.on' });
    const count = posted.length;

    fromInspector({
      kind: 'travel',
      tab: 'other',
      systems: [{ root: 'house', persisted: beforeOn }],
    });
    expect(lampState()).toBe('on');
    expect(posted).toHaveLength(count);
  });
});
