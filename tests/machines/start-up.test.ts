/**
 * The pre-paint boot script and the machines make the same start-up decisions
 * (`machines/start-up.ts`): for every combination of what the browser has stored and what the
 * device is, the page the boot script paints is the page the app starts on. The real boot script
 * runs against a stand-in window; the machines run with their real document effects.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { LANGUAGES, STORAGE_KEYS, type Language } from '../../machines/constants';
import type { DeviceFacts } from '../../machines/device';
import { languageMachine } from '../../machines/language.machine';
import { viewModeMachine } from '../../machines/view-mode.machine';
import { localizedPath, twinPath } from '../../src/paths';
import { applyViewModeMarkers } from '../../src/platform/document';

const USER_AGENTS = {
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
};
/** Stored values as a visitor's browser may hold them: valid, out of date, corrupt or absent. */
const STORED_VIEW_MODES = [null, 'auto', 'mobile', 'desktop', 'tablet', '', '{"mode":"mobile"}'];
const STORED_LANGUAGES = [null, 'en', 'he', 'HE', 'fr', ''];
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
}

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
  vi.stubGlobal('window', {
    location: { pathname: visit.path, search: '', hash: '', replace },
    devicePixelRatio: visit.facts.devicePixelRatio,
    screen: { width: visit.facts.screenWidth, height: visit.facts.screenHeight },
    innerWidth: visit.viewportWidth,
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
      storedViewMode: visit.stored[STORAGE_KEYS.viewMode] ?? null,
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
    input: { urlLanguage, storedLanguage: visit.stored[STORAGE_KEYS.language] ?? null },
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
          stored: storedViewMode === null ? {} : { [STORAGE_KEYS.viewMode]: storedViewMode },
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

describe('the boot script and the language machine', () => {
  const visits = LANGUAGES.flatMap((urlLanguage) =>
    STORED_LANGUAGES.map((stored) => ({ urlLanguage, stored })),
  );

  it.each(visits)(
    'agree on the language of a $urlLanguage page with $stored stored',
    async ({ urlLanguage, stored }) => {
      const visit: Visit = {
        path: localizedPath('/about', urlLanguage),
        stored: stored === null ? {} : { [STORAGE_KEYS.language]: stored },
        facts: {
          userAgent: USER_AGENTS.windows,
          maxTouchPoints: 0,
          devicePixelRatio: 1,
          screenWidth: 1280,
          screenHeight: 800,
        },
        viewportWidth: 1280,
      };

      const booted = await boot(visit);
      const started = startLanguage(visit, urlLanguage);

      expect(started.redirect).toBe(booted.redirect);
      const landedOn = booted.redirect === null ? urlLanguage : 'he';
      expect(started.language).toBe(landedOn);
    },
  );
});
