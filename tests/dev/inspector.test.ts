import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { sessionOf } from '../../src/dev/inspector-log';
import { inspectorMachine } from '../../src/dev/inspector.machine';
import type { ChannelCommand, InspectorInput } from '../../src/dev/inspector-types';
import type { SnapshotMessage } from '../../src/dev/protocol';
import type { Session } from '../../src/dev/session';
import { followed } from '../../src/dev/shown-actors';
import { TAB_FACTS } from './desktop-tab';

function startInspector(input: InspectorInput = { restored: null, notice: null }) {
  const posted: ChannelCommand[] = [];
  const channel = fromCallback<ChannelCommand>(({ receive }) => {
    receive((command) => posted.push(command));
  });
  const actor = createActor(inspectorMachine.provide({ actors: { channel } }), { input }).start();
  let time = 0;
  const snapshot = (tab: string, key: string, extra: Partial<SnapshotMessage> = {}) =>
    actor.send({
      type: 'app.message',
      message: {
        kind: 'snapshot',
        tab: { id: tab, page: '/', facts: TAB_FACTS },
        actor: { key, machineId: key.split('#')[0]! },
        event: { type: 'some.event', payload: {} },
        value: 'idle',
        context: {},
        status: 'active',
        time: (time += 1),
        ...extra,
      },
    });
  /** The send form posts `viewMode.select` with `payload` to tab1's view-mode actor. */
  const sendToViewMode = (payload: string) =>
    actor.send({
      type: 'form.send',
      actor: 'tab1/viewMode',
      eventType: 'viewMode.select',
      payload,
    });
  return { actor, posted, snapshot, sendToViewMode };
}

describe('the inspector page', () => {
  it('keeps one live actor per tab and key, drops stopped ones and those of a closed tab', () => {
    const { actor, snapshot } = startInspector();
    snapshot('a', 'language');
    snapshot('a', 'toast');
    snapshot('b', 'language');
    snapshot('a', 'toast', { status: 'stopped' });
    expect(Object.keys(actor.getSnapshot().context.actors).sort()).toEqual([
      'a/language',
      'b/language',
    ]);
    actor.send({ type: 'app.message', message: { kind: 'bye', tab: 'b' } });
    expect(Object.keys(actor.getSnapshot().context.actors)).toEqual(['a/language']);
  });

  it('logs oldest first and keeps the last 300 entries', () => {
    const { actor, snapshot } = startInspector();
    for (let i = 0; i < 305; i += 1) {
      snapshot('a', 'toast', { event: { type: `event.${i}`, payload: { i } } });
    }
    const { log } = actor.getSnapshot().context;
    expect(log).toHaveLength(300);
    expect(log[0]).toMatchObject({ n: 6, event: { type: 'event.5' } });
    expect(log[299]).toMatchObject({ n: 305, event: { type: 'event.304', payload: { i: 304 } } });
  });

  it('has a chart follow the most recently updated actor of its machine unless one is chosen', () => {
    const { actor, snapshot } = startInspector();
    snapshot('a', 'language');
    snapshot('b', 'language');
    expect(followed(actor.getSnapshot().context, 'language')?.id).toBe('b/language');
    actor.send({ type: 'chart.follow', machineId: 'language', actor: 'a/language' });
    snapshot('b', 'language');
    expect(followed(actor.getSnapshot().context, 'language')?.id).toBe('a/language');
  });

  it('sends an event with a JSON-object payload to the chosen actor of its tab', () => {
    const { actor, posted, snapshot, sendToViewMode } = startInspector();
    snapshot('tab1', 'viewMode');
    sendToViewMode('{"mode":"mobile"}');
    expect(posted).toEqual([
      {
        type: 'post',
        message: {
          kind: 'send',
          tab: 'tab1',
          actor: 'viewMode',
          event: { type: 'viewMode.select', mode: 'mobile' },
        },
      },
    ]);
    expect(actor.getSnapshot().context.sendError).toBeNull();
  });

  it.each([
    ['text that is not JSON', '{mode: mobile}'],
    ['an array', '[1, 2]'],
    ['a number', '42'],
    ['a payload with its own type', '{"type": "other"}'],
  ])('refuses %s as a payload and says why, sending nothing', (_, payload) => {
    const { actor, posted, snapshot, sendToViewMode } = startInspector();
    snapshot('tab1', 'viewMode');
    sendToViewMode(payload);
    expect(posted).toEqual([]);
    expect(actor.getSnapshot().context.sendError).toEqual(expect.any(String));
  });

  it('refuses to send to an actor that is gone', () => {
    const { actor, posted, sendToViewMode } = startInspector();
    sendToViewMode('');
    expect(posted).toEqual([]);
    expect(actor.getSnapshot().context.sendError).toMatch(/gone/);
  });
});

describe("the inspector's log", () => {
  it("has actor labels follow the tab's page", () => {
    const { actor, snapshot } = startInspector();
    snapshot('a', 'language');
    actor.send({
      type: 'app.message',
      message: { kind: 'page', tab: { id: 'a', page: '/he', facts: TAB_FACTS } },
    });
    expect(actor.getSnapshot().context.actors['a/language']?.page).toBe('/he');
    expect(actor.getSnapshot().context.tabs['a']?.page).toBe('/he');
  });

  it('hides event types and actors, and shows them again', () => {
    const { actor } = startInspector();
    actor.send({ type: 'filter.type', eventType: 'demo.tick', shown: false });
    actor.send({ type: 'filter.actor', actor: 'a/toast', shown: false });
    actor.send({ type: 'filter.type', eventType: 'demo.tick', shown: false });
    expect(actor.getSnapshot().context).toMatchObject({
      hiddenTypes: ['demo.tick'],
      hiddenActors: ['a/toast'],
    });
    actor.send({ type: 'filter.type', eventType: 'demo.tick', shown: true });
    expect(actor.getSnapshot().context.hiddenTypes).toEqual([]);
    actor.send({ type: 'filter.reset' });
    expect(actor.getSnapshot().context.hiddenActors).toEqual([]);
  });

  it('holds new entries while paused, still following the live actors, and appends them on resume', () => {
    const { actor, snapshot } = startInspector();
    snapshot('a', 'toast', { value: 'hidden' });
    actor.send({ type: 'log.pause' });
    snapshot('a', 'toast', { value: 'visible' });
    snapshot('a', 'toast', { value: 'hidden' });
    const paused = actor.getSnapshot().context;
    expect(paused.log.map((e) => e.n)).toEqual([1]);
    expect(paused.held.map((e) => e.n)).toEqual([2, 3]);
    expect(paused.actors['a/toast']?.value).toBe('hidden');
    actor.send({ type: 'log.resume' });
    expect(actor.getSnapshot().context.log.map((e) => e.n)).toEqual([1, 2, 3]);
    expect(actor.getSnapshot().context.held).toEqual([]);
  });
});

describe('time travel in the inspector', () => {
  /**
   * Tab a's app system (the side bar) and its demo island, which restores too, as one timeline;
   * an entry of another tab, and one of tab a's toast, which cannot be restored, in between.
   */
  function travelled() {
    const inspector = startInspector();
    const { snapshot } = inspector;
    const app = (persisted: string) => ({ system: { root: 'app', persisted } });
    const demo = (persisted: string) => ({ system: { root: 'demoPlayer', persisted } });
    snapshot('a', 'sideBar', { value: 'closed', ...app('p1') }); // 1
    snapshot('a', 'sideBar', { value: 'open', ...app('p2') }); // 2
    snapshot('b', 'sideBar', { value: 'open', ...app('other tab') }); // 3
    snapshot('a', 'demoPlayer', { value: 'playing', ...demo('d1') }); // 4
    snapshot('a', 'toast', { value: 'idle' }); // 5
    snapshot('a', 'sideBar', { value: 'closed', ...app('p3') }); // 6
    return inspector;
  }
  const messages = (posted: ChannelCommand[]) => posted.map(({ message }) => message);
  /** What each `travel` restored, as `root:persisted` pairs. */
  const restored = (posted: ChannelCommand[]) =>
    messages(posted).map((m) =>
      m.kind === 'travel' ? m.systems.map((s) => `${s.root}:${s.persisted as string}`) : m.kind,
    );

  it("restores every system of the selected entry's tab as it was at that entry", () => {
    const { actor, posted, snapshot } = travelled();
    snapshot('a', 'sideBar', { value: 'open' });
    actor.send({ type: 'travel.select', n: 7 });
    actor.send({ type: 'travel.select', n: 2 });
    actor.send({ type: 'travel.select', n: 5 });
    expect(messages(posted)).toEqual([
      {
        kind: 'travel',
        tab: 'a',
        systems: [
          { root: 'app', persisted: 'p3' },
          { root: 'demoPlayer', persisted: 'd1' },
        ],
      },
      // The demo had logged nothing yet: it stays as it is.
      { kind: 'travel', tab: 'a', systems: [{ root: 'app', persisted: 'p2' }] },
      {
        kind: 'travel',
        tab: 'a',
        systems: [
          { root: 'app', persisted: 'p2' },
          { root: 'demoPlayer', persisted: 'd1' },
        ],
      },
    ]);
    expect(actor.getSnapshot().context.cursor).toBe(5);
  });

  it("steps back and forward through every entry of the selected entry's tab, whichever system logged it", () => {
    const { actor, posted } = travelled();
    actor.send({ type: 'travel.select', n: 6 });
    const cursors = [6];
    for (let i = 0; i < 4; i += 1) {
      actor.send({ type: 'travel.back' });
      cursors.push(actor.getSnapshot().context.cursor!);
    }
    expect(cursors).toEqual([6, 5, 4, 2, 1]);
    expect(actor.getSnapshot().can({ type: 'travel.back' })).toBe(false);
    actor.send({ type: 'travel.forward' });
    expect(actor.getSnapshot().context.cursor).toBe(2);
    expect(restored(posted)).toEqual([
      ['app:p3', 'demoPlayer:d1'],
      ['app:p2', 'demoPlayer:d1'],
      ['app:p2', 'demoPlayer:d1'],
      ['app:p2'],
      ['app:p1'],
      ['app:p2'],
    ]);
  });

  it('steps back from live to the tab as it was before the newest entry, whichever system logged it', () => {
    const { actor, posted, snapshot } = travelled();
    expect(actor.getSnapshot().can({ type: 'travel.back' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'travel.forward' })).toBe(false);
    // The drawer opened, then the demo ticked: Step back undoes the tick, then the opening.
    snapshot('a', 'sideBar', { value: 'open', system: { root: 'app', persisted: 'p4' } }); // 7
    snapshot('a', 'demoPlayer', {
      value: 'playing',
      system: { root: 'demoPlayer', persisted: 'd2' },
    }); // 8
    actor.send({ type: 'travel.back' });
    expect(actor.getSnapshot().matches({ view: 'travelling' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ cursor: 7, travel: { tab: 'a' } });
    expect(followed(actor.getSnapshot().context, 'sideBar')?.value).toBe('open');
    actor.send({ type: 'travel.back' });
    expect(followed(actor.getSnapshot().context, 'sideBar')?.value).toBe('closed');
    actor.send({ type: 'travel.forward' });
    actor.send({ type: 'travel.forward' });
    expect(restored(posted)).toEqual([
      ['app:p4', 'demoPlayer:d1'],
      ['app:p3', 'demoPlayer:d1'],
      ['app:p4', 'demoPlayer:d1'],
      ['app:p4', 'demoPlayer:d2'],
    ]);
    expect(actor.getSnapshot().can({ type: 'travel.forward' })).toBe(false);
  });

  it('steps back from live from the newest entry the filters leave shown', () => {
    const { actor, snapshot } = travelled();
    snapshot('a', 'toast', { value: 'visible' });
    actor.send({ type: 'filter.actor', actor: 'a/toast', shown: false });
    actor.send({ type: 'travel.back' });
    expect(actor.getSnapshot().context.cursor).toBe(5);
  });

  it('steps onto an entry whose system cannot be restored, showing it in the charts as it was', () => {
    const { actor, posted, snapshot } = travelled();
    snapshot('a', 'toast', { value: 'visible' });
    actor.send({ type: 'travel.back' });
    expect(actor.getSnapshot().context.cursor).toBe(6);
    actor.send({ type: 'travel.back' });
    expect(actor.getSnapshot().context.cursor).toBe(5);
    expect(followed(actor.getSnapshot().context, 'toast')?.value).toBe('idle');
    expect(restored(posted)).toEqual([
      ['app:p3', 'demoPlayer:d1'],
      ['app:p2', 'demoPlayer:d1'],
    ]);
  });

  it('cannot step back from live with nothing earlier to go to', () => {
    const { actor, snapshot } = startInspector();
    expect(actor.getSnapshot().can({ type: 'travel.back' })).toBe(false);
    snapshot('a', 'sideBar', { value: 'closed', system: { root: 'app', persisted: 'p1' } });
    expect(actor.getSnapshot().can({ type: 'travel.back' })).toBe(false);
    actor.send({ type: 'travel.back' });
    expect(actor.getSnapshot().matches({ view: 'live' })).toBe(true);
  });

  it('keeps the cursor while new entries arrive, and resumes the tab on Resume', () => {
    const { actor, posted, snapshot } = travelled();
    actor.send({ type: 'travel.select', n: 2 });
    snapshot('a', 'sideBar', { value: 'open', system: { root: 'app', persisted: 'p4' } });
    expect(actor.getSnapshot().context).toMatchObject({ cursor: 2, logged: 7 });
    actor.send({ type: 'travel.resume' });
    expect(messages(posted).at(-1)).toEqual({ kind: 'resume', tab: 'a' });
    expect(actor.getSnapshot().context.cursor).toBeNull();
    expect(actor.getSnapshot().matches({ view: 'live' })).toBe(true);
  });

  it('resumes the travelled tab first when an entry of another tab is selected', () => {
    const { actor, posted } = travelled();
    actor.send({ type: 'travel.select', n: 2 });
    actor.send({ type: 'travel.select', n: 3 });
    expect(messages(posted)).toEqual([
      { kind: 'travel', tab: 'a', systems: [{ root: 'app', persisted: 'p2' }] },
      { kind: 'resume', tab: 'a' },
      { kind: 'travel', tab: 'b', systems: [{ root: 'app', persisted: 'other tab' }] },
    ]);
  });

  it('moves the cursor but tells no tab that has no system to restore', () => {
    const { actor, posted, snapshot } = startInspector();
    snapshot('a', 'toast', { value: 'idle' });
    snapshot('a', 'toast', { value: 'visible' });
    actor.send({ type: 'travel.select', n: 1 });
    expect(actor.getSnapshot().context.cursor).toBe(1);
    expect(followed(actor.getSnapshot().context, 'toast')?.value).toBe('idle');
    actor.send({ type: 'travel.resume' });
    expect(actor.getSnapshot().context.cursor).toBeNull();
    expect(posted).toEqual([]);
  });
});

describe('inspector sessions', () => {
  const session: Session = {
    format: 'kavana-inspector-session',
    version: 1,
    savedAt: '2025-01-01T00:00:00.000Z',
    tabs: [{ id: 'a', page: '/', facts: TAB_FACTS }],
    entries: [
      {
        n: 7,
        tab: 'a',
        page: '/',
        actor: { key: 'toast', machineId: 'toast' },
        event: { type: 'toast.show', payload: {} },
        value: 'visible',
        context: {},
        status: 'active',
        time: 1,
      },
    ],
  };

  it('starts from the session kept across a reload, numbering on after it', () => {
    const { actor, snapshot } = startInspector({ restored: session, notice: null });
    snapshot('a', 'toast');
    const { context } = actor.getSnapshot();
    expect(context.log.map((e) => e.n)).toEqual([7, 8]);
    expect(sessionOf(context, new Date(0))).toMatchObject({
      format: 'kavana-inspector-session',
      version: 1,
      savedAt: '1970-01-01T00:00:00.000Z',
      tabs: [{ id: 'a' }],
      entries: [{ n: 7 }, { n: 8 }],
    });
  });

  it('shows a notice about a stored session that was dropped, until dismissed', () => {
    const { actor } = startInspector({
      restored: null,
      notice: 'The stored session was unreadable.',
    });
    expect(actor.getSnapshot().context.notice).toBe('The stored session was unreadable.');
    actor.send({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('reviews an imported session without telling any tab, then closes it', () => {
    const { actor, posted } = startInspector();
    actor.send({ type: 'session.import', session });
    actor.send({ type: 'travel.select', n: 7 });
    expect(actor.getSnapshot().context).toMatchObject({ cursor: 7, imported: session });
    expect(posted).toEqual([]);
    actor.send({ type: 'session.close' });
    expect(actor.getSnapshot().context).toMatchObject({ cursor: null, imported: null });
  });

  it('steps back from the end of an imported session, telling no tab', () => {
    const { actor, posted } = startInspector();
    const earlier = { ...session.entries[0]!, n: 3, value: 'hidden' };
    actor.send({
      type: 'session.import',
      session: { ...session, entries: [earlier, ...session.entries] },
    });
    actor.send({ type: 'travel.back' });
    expect(actor.getSnapshot().context.cursor).toBe(3);
    expect(followed(actor.getSnapshot().context, 'toast')?.value).toBe('hidden');
    expect(posted).toEqual([]);
  });
});

describe('what the charts show', () => {
  it('while travelling, the travelled system as it was at the cursor', () => {
    const { actor, snapshot } = startInspector();
    const system = { root: 'app', persisted: null };
    snapshot('a', 'sideBar', { value: 'closed', system });
    snapshot('a', 'sideBar', { value: 'open', system });
    actor.send({ type: 'travel.select', n: 1 });
    expect(followed(actor.getSnapshot().context, 'sideBar')?.value).toBe('closed');
    actor.send({ type: 'travel.resume' });
    expect(followed(actor.getSnapshot().context, 'sideBar')?.value).toBe('open');
  });
});
