// @vitest-environment jsdom
/**
 * The pre-paint boot script and the machines make the same boot decisions
 * (`machines/boot-decisions.ts`): for every combination of what the browser has stored and what the
 * device is, the page the boot script paints is the page the app starts on. The real boot script
 * runs against a stand-in window; the machines run with their real document effects.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Language } from '../../machines/constants';
import type { DeviceFacts } from '../../machines/device';
import { languageMachine } from '../../machines/language.machine';
import { viewModeMachine } from '../../machines/view-mode.machine';
import { twinPath } from '../../src/urls';
import { applyViewModeMarkers } from '../../src/platform/document';
import { desktopFacts, USER_AGENTS } from '../support/devices';

/** SPEC §3: the keys the preferences are stored under. */
const KEYS = { language: 'app-language', viewMode: 'viewMode' };

/** Stored values as a visitor's browser may hold them: valid, out of date, corrupt or absent. */
const STORED_VIEW_MODES = [null, 'auto', 'mobile', 'desktop', 'tablet', '', '{"mode":"mobile"}'];
const TOUCH_POINTS = [0, 5];
const PIXEL_RATIOS = [1, 2, 3];
/** Either side of the 767 px breakpoint. */
const VIEWPORT_WIDTHS = [767, 768];
const SCREENS = [
  { screenWidth: 1280, screenHeight: 800 },
  { screenWidth: 375, screenHeight: 812 },
  { screenWidth: 375, screenHeight: 667 },
];

interface Visit {
  path: string;
  stored: Partial<Record<string, string>>;
  facts: DeviceFacts;
  viewportWidth: number;
  /** The page the visitor came from (`document.referrer`), if any. */
  referrer?: string;
}

const ORIGIN = 'https://kavana.example';

/** Every device: user agent × touch × pixel ratio × viewport width × screen. */
function devices(): Array<{ facts: DeviceFacts; viewportWidth: number }> {
  const all = [];
  for (const userAgent of Object.values(USER_AGENTS))
    for (const maxTouchPoints of TOUCH_POINTS)
      for (const devicePixelRatio of PIXEL_RATIOS)
        for (const viewportWidth of VIEWPORT_WIDTHS)
          for (const screen of SCREENS)
            all.push({
              facts: { userAgent, maxTouchPoints, devicePixelRatio, ...screen },
              viewportWidth,
            });
  return all;
}

function seedStorage(stored: Visit['stored']) {
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) {
    if (value !== undefined) localStorage.setItem(key, value);
  }
}

/** What the visitor's page carries: the view-mode markers on `<html>` and `<body>`. */
function markers() {
  return { html: { ...document.documentElement.dataset }, body: document.body.className };
}

function clearMarkers() {
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  document.body.className = '';
}

/** Runs the real boot script for a visit; returns where it sent the visitor, and the markers. */
async function boot(visit: Visit) {
  seedStorage(visit.stored);
  clearMarkers();
  const replace = vi.fn<(url: string) => void>();
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(visit.referrer ?? '');
  vi.stubGlobal('window', {
    location: { origin: ORIGIN, pathname: visit.path, search: '', hash: '', replace },
    devicePixelRatio: visit.facts.devicePixelRatio,
    screen: { width: visit.facts.screenWidth, height: visit.facts.screenHeight },
    innerWidth: visit.viewportWidth,
    addEventListener: vi.fn(),
  });
  vi.stubGlobal('navigator', {
    userAgent: visit.facts.userAgent,
    maxTouchPoints: visit.facts.maxTouchPoints,
  });
  vi.stubGlobal('requestAnimationFrame', () => 0);
  vi.resetModules();
  await import('../../src/boot/boot');
  vi.unstubAllGlobals();
  return { redirect: replace.mock.calls[0]?.[0] ?? null, markers: markers() };
}

/** Starts the view-mode machine for the same visit, with its real document effect. */
function startViewMode(visit: Visit) {
  clearMarkers();
  const machine = viewModeMachine.provide({
    actions: { applyDocumentMarkers: ({ context }) => applyViewModeMarkers(context) },
  });
  const actor = createActor(machine, {
    input: {
      ...visit.facts,
      storedViewMode: visit.stored[KEYS.viewMode] ?? null,
      viewportWidth: visit.viewportWidth,
    },
  }).start();
  actor.stop();
  return markers();
}

/** Starts the language machine for the same visit; returns where it sent the visitor. */
function startLanguage(visit: Visit, urlLanguage: Language) {
  let redirect: string | null = null;
  const machine = languageMachine.provide({
    actions: {
      navigateToTwin: (_, { language, replace }) => {
        if (replace) redirect = twinPath(visit.path, language);
      },
    },
  });
  const actor = createActor(machine, {
    input: { urlLanguage, storedLanguage: visit.stored[KEYS.language] ?? null },
  }).start();
  const { language } = actor.getSnapshot().context;
  actor.stop();
  return { redirect, language };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  clearMarkers();
});

describe('the boot script and the view-mode machine', () => {
  it.each(STORED_VIEW_MODES.map((stored) => [JSON.stringify(stored), stored] as const))(
    'mark the page alike on every device with %s stored as the view mode',
    async (_, storedViewMode) => {
      const disagreements = [];
      for (const device of devices()) {
        const visit: Visit = {
          path: '/about',
          stored: storedViewMode === null ? {} : { [KEYS.viewMode]: storedViewMode },
          ...device,
        };
        const booted = await boot(visit);
        const started = startViewMode(visit);
        if (JSON.stringify(booted.markers) !== JSON.stringify(started)) {
          disagreements.push({ device, booted: booted.markers, started });
        }
      }

      expect(disagreements).toEqual([]);
    },
    // Hundreds of devices, the boot script loaded afresh for each.
    30_000,
  );
});

/**
 * SPEC §4–5 and ARCHITECTURE P2: a Hebrew URL shows Hebrew whatever is stored; on an English URL
 * a stored `he` (exactly) sends the visitor to the Hebrew twin, and anything else means English.
 */
const LANGUAGE_VISITS: ReadonlyArray<{
  path: string;
  stored: string | null;
  language: Language;
  redirect: string | null;
}> = [
  { path: '/about', stored: null, language: 'en', redirect: null },
  { path: '/about', stored: 'en', language: 'en', redirect: null },
  { path: '/about', stored: 'he', language: 'he', redirect: '/he/about' },
  { path: '/about', stored: 'HE', language: 'en', redirect: null },
  { path: '/about', stored: 'fr', language: 'en', redirect: null },
  { path: '/about', stored: '', language: 'en', redirect: null },
  { path: '/he/about', stored: null, language: 'he', redirect: null },
  { path: '/he/about', stored: 'en', language: 'he', redirect: null },
  { path: '/he/about', stored: 'he', language: 'he', redirect: null },
  { path: '/he/about', stored: 'HE', language: 'he', redirect: null },
  { path: '/he/about', stored: 'fr', language: 'he', redirect: null },
  { path: '/he/about', stored: '', language: 'he', redirect: null },
];

describe('the boot script and the language machine', () => {
  it.each(LANGUAGE_VISITS)(
    'show $language on $path with $stored stored, sending the visitor to $redirect',
    async ({ path, stored, language, redirect }) => {
      const visit: Visit = {
        path,
        stored: stored === null ? {} : { [KEYS.language]: stored },
        facts: desktopFacts({ screenWidth: 1280, screenHeight: 800 }),
        viewportWidth: 1280,
      };

      const booted = await boot(visit);
      const started = startLanguage(visit, path.startsWith('/he') ? 'he' : 'en');

      expect(booted.redirect).toBe(redirect);
      expect(started).toEqual({ redirect, language });
    },
  );
});

describe('the boot script, on a page reached from its twin', () => {
  const desktop = {
    facts: desktopFacts({ screenWidth: 1280, screenHeight: 800 }),
    viewportWidth: 1280,
  };

  it('stores the page’s language and stays, though Hebrew was stored (the toggle followed before start-up)', async () => {
    const visit: Visit = {
      path: '/about',
      stored: { [KEYS.language]: 'he' },
      referrer: `${ORIGIN}/he/about`,
      ...desktop,
    };

    const booted = await boot(visit);

    expect(booted.redirect).toBeNull();
    expect(localStorage.getItem(KEYS.language)).toBe('en');
  });

  it('still sends a visitor with Hebrew stored from an English page reached from another page', async () => {
    const visit: Visit = {
      path: '/about',
      stored: { [KEYS.language]: 'he' },
      referrer: `${ORIGIN}/he/contact`,
      ...desktop,
    };

    const booted = await boot(visit);

    expect(booted.redirect).toBe('/he/about');
    expect(localStorage.getItem(KEYS.language)).toBe('he');
  });
});

/**
 * Decision 040: the first read of the site's storage waits for the browser's own process, before
 * the first paint, so the boot script reads a preference only where it can change the page: the
 * language on an English path (a Hebrew one shows Hebrew), the view mode on a computer (a phone is
 * always mobile).
 */
describe('the boot script reads only the preferences that can change the page', () => {
  const phone = {
    facts: desktopFacts({
      userAgent: USER_AGENTS.android,
      devicePixelRatio: 3,
      maxTouchPoints: 5,
      screenWidth: 412,
      screenHeight: 915,
    }),
    viewportWidth: 412,
  };
  const computer = { facts: desktopFacts(), viewportWidth: 1280 };

  it.each([
    { page: 'a Hebrew page on a phone', path: '/he/about', device: phone, read: [] },
    {
      page: 'a Hebrew page on a computer',
      path: '/he/about',
      device: computer,
      read: ['viewMode'],
    },
    { page: 'an English page on a phone', path: '/about', device: phone, read: ['app-language'] },
    {
      page: 'an English page on a computer',
      path: '/about',
      device: computer,
      read: ['app-language', 'viewMode'],
    },
  ])('$page: reads $read', async ({ path, device, read }) => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');

    const booted = await boot({
      path,
      stored: { [KEYS.language]: 'en', [KEYS.viewMode]: 'desktop' },
      ...device,
    });

    expect(getItem.mock.calls.map(([key]) => key)).toEqual(read);
    expect(booted.redirect).toBeNull();
    getItem.mockRestore();
  });
});
