import { describe, expect, it } from 'vitest';
import type { LiveActor } from '../../../src/dev/inspector-types';
import { sendChoices } from '../../../src/dev/inspector/send-choices';

const actor = (tab: string, machineId: string): LiveActor => ({
  id: `${tab}/${machineId}`,
  tab,
  key: machineId,
  machineId,
  page: '/',
  value: null,
  context: null,
  updated: 0,
});

describe('the events the send form offers', () => {
  it("are an actor's own machine's, sent to it", () => {
    const language = actor('a', 'language');
    expect(sendChoices(language, [language])).toContainEqual({
      actor: 'a/language',
      eventType: 'language.toggle',
      via: null,
    });
  });

  it("for the app, which handles none, are its live children's in the same tab, sent to each child", () => {
    const app = actor('a', 'app');
    const actors = [app, actor('a', 'sideBar'), actor('b', 'toast')];
    const choices = sendChoices(app, actors);
    expect(choices).toContainEqual({
      actor: 'a/sideBar',
      eventType: 'sideBar.toggle',
      via: 'sideBar',
    });
    expect(new Set(choices.map((c) => c.actor))).toEqual(new Set(['a/sideBar']));
  });
});
