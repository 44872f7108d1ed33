import { describe, expect, it } from 'vitest';
import type { Session, SessionEntry } from '../../src/dev/session';
import { drawerSession } from './fixtures/drawer-session';
import { pathFileText, readPathFile } from '../paths/path-file';
import { pathFileOfSession } from '../paths/session-path';

const entryOn = (session: Session, project: string) =>
  pathFileOfSession(session, 'side-bar').paths.find((path) => path.project === project)!;
const eventTypes = (entry: ReturnType<typeof entryOn>) =>
  entry.steps.map((step) => step.events.map((event) => event.type));

/** The session with its side-bar entries from the third on replaced. */
const withEntries = (...entries: SessionEntry[]): Session => ({
  ...drawerSession,
  entries: [...drawerSession.entries.slice(0, 2), ...entries],
});

describe('a session made into a path file', () => {
  it('is a valid path file, from the session, on every project the spec allows', () => {
    const file = pathFileOfSession(drawerSession, 'sideBar');

    expect(readPathFile(pathFileText(file), 'session.json')).toEqual({ file, changed: [] });
    expect(file.generator).toEqual({
      session: {
        savedAt: '2026-01-02T10:00:00.000Z',
        url: 'http://localhost:5173/about',
        project: 'narrow-en',
      },
    });
    // Every device can show the drawer: a 1280 px window once it is made narrower.
    expect(file.paths.map((path) => path.project)).toEqual([
      'desktop-en',
      'desktop-he',
      'narrow-en',
      'narrow-he',
      'phone-en',
      'phone-he',
      'tablet-en',
      'tablet-he',
    ]);
    expect(new Set(file.paths.map((path) => path.id))).toEqual(new Set(['side-bar session']));
  });

  it('takes the latest page load whose side bar did something, not an earlier idle one', () => {
    const earlier = drawerSession.tabs[0]!;
    const idle = { ...earlier, id: 'idle01', page: '/contact' };
    const session: Session = {
      ...drawerSession,
      tabs: [idle, ...drawerSession.tabs],
      entries: [
        { ...drawerSession.entries[1]!, n: 0, tab: idle.id, page: idle.page },
        ...drawerSession.entries,
      ],
    };

    expect(eventTypes(entryOn(session, 'narrow-en'))).toEqual(
      eventTypes(entryOn(drawerSession, 'narrow-en')),
    );
  });

  it('starts where the tab did, and presses the menu button twice, as the visitor did', () => {
    const narrow = entryOn(drawerSession, 'narrow-en');

    expect(narrow.start).toEqual({ device: 'narrow', language: 'en', stored: {}, url: '/about' });
    // The pointer over the open drawer changed nothing: it is no step.
    expect(eventTypes(narrow)).toEqual([[], ['sideBar.toggle'], ['sideBar.toggle']]);
    for (const step of narrow.steps.slice(1)) {
      expect(step.actions).toHaveLength(1);
      expect(step.actions[0]).toMatchObject({
        kind: 'click',
        target: { css: '#side-bar-menu-button' },
      });
    }
    expect(narrow.steps[1]!.checks).toContainEqual(
      expect.objectContaining({ kind: 'attribute', name: 'data-state', value: 'open' }),
    );
    expect(narrow.steps[2]!.checks).toContainEqual(
      expect.objectContaining({ kind: 'attribute', name: 'data-state', value: 'closed' }),
    );
  });

  it('on a wide window first makes it narrow, and in Hebrew opens the Hebrew page', () => {
    const desktop = entryOn(drawerSession, 'desktop-en');
    const phone = entryOn(drawerSession, 'phone-he');

    expect(eventTypes(desktop)).toEqual([
      [],
      ['layout.changed'],
      ['sideBar.toggle'],
      ['sideBar.toggle'],
    ]);
    expect(desktop.steps[1]!.actions[0]).toMatchObject({ kind: 'resize', width: 700 });
    expect(phone.start).toEqual({ device: 'phone', language: 'he', stored: {}, url: '/he/about' });
    expect(eventTypes(phone)).toEqual([[], ['sideBar.toggle'], ['sideBar.toggle']]);
  });

  it('keeps an event the inspector sent as a direct send, saying it is not a visitor action', () => {
    const [, opened, , closed] = drawerSession.entries.slice(1);
    const session = withEntries(opened!, {
      ...closed!,
      event: { type: 'sideBar.toggle', payload: {}, fromInspector: true },
    });
    const narrow = entryOn(session, 'narrow-en');

    expect(narrow.steps[1]!.actions[0]).toMatchObject({ kind: 'click' });
    expect(narrow.steps[2]!.title).toBe('2. send sideBar.toggle directly (not a visitor action)');
    expect(narrow.steps[2]!.actions).toEqual([
      {
        kind: 'send',
        machine: 'sideBar',
        event: { type: 'sideBar.toggle' },
        says: 'Not a visitor action: send sideBar.toggle straight to the sideBar machine, as the inspector does',
      },
    ]);
  });

  it('follows the inspector back in time: events undone by travelling back are no steps', () => {
    const [, opened] = drawerSession.entries.slice(1);
    // Back to before the drawer opened, the visitor pressed the menu button again.
    const session = withEntries(opened!, { ...opened!, n: 4 });

    expect(eventTypes(entryOn(session, 'narrow-en'))).toEqual([[], ['sideBar.toggle']]);
  });

  it('is back on the live line after "Resume": what happened while travelling is no step', () => {
    const [init, opened] = drawerSession.entries.slice(1);
    // Travelled back to the closed drawer, the pointer left it (no change), then "Resume": the tab
    // posts the side bar as it is live, open, with no event.
    const whileTravelling = {
      ...opened!,
      n: 4,
      event: { type: 'sideBar.pointerLeft', payload: {} },
      value: init!.value,
      step: { before: init!.value, microsteps: [], actions: [], effects: [] },
    };
    const resumed = { ...opened!, n: 5, event: null, step: undefined };
    const session = withEntries(opened!, whileTravelling, resumed);

    expect(eventTypes(entryOn(session, 'narrow-en'))).toEqual([[], ['sideBar.toggle']]);
  });

  it('refuses a machine the session never saw, or that has no path spec', () => {
    expect(() => pathFileOfSession(drawerSession, 'toast')).toThrow(
      'The session has no snapshot of the toast machine',
    );
    expect(() => pathFileOfSession(drawerSession, 'clock')).toThrow(
      /^No path spec for the machine clock; the specs are language, /,
    );
  });
});
