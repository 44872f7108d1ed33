import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { followed, inspectorMachine, type ChannelCommand } from '../../src/dev/inspector.machine';
import type { SnapshotMessage } from '../../src/dev/protocol';

const FACTS = {
  url: 'http://localhost:5173/',
  viewport: { width: 1280, height: 800 },
  touch: false,
  userAgent: 'test',
  language: 'en',
  stored: {},
};

function startInspector() {
  const posted: ChannelCommand[] = [];
  const channel = fromCallback<ChannelCommand>(({ receive }) => {
    receive((command) => posted.push(command));
  });
  const actor = createActor(inspectorMachine.provide({ actors: { channel } })).start();
  let time = 0;
  const snapshot = (tab: string, key: string, extra: Partial<SnapshotMessage> = {}) =>
    actor.send({
      type: 'app.message',
      message: {
        kind: 'snapshot',
        tab: { id: tab, page: '/', facts: FACTS },
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

  it('logs newest first and keeps the last 300 entries', () => {
    const { actor, snapshot } = startInspector();
    for (let i = 0; i < 305; i += 1) {
      snapshot('a', 'toast', { event: { type: `event.${i}`, payload: { i } } });
    }
    const { log } = actor.getSnapshot().context;
    expect(log).toHaveLength(300);
    expect(log[0]).toMatchObject({ event: 'event.304', payload: { i: 304 } });
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
