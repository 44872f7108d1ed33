import { act } from '@testing-library/react';
import { SIDE_BAR_ID } from '../../src/app/actors';
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { STORAGE_KEYS, type Language } from '../../machines/constants';
import {
  isLanguage,
  languageMachine,
  otherLanguage,
  type LanguageEvent,
} from '../../machines/language.machine';
import { languageOfPath, localizedPath, twinPath } from '../../src/paths';
import {
  expectPageHeading,
  languageToggle,
  otherPage,
  PAGES,
  recordCoverage,
  renderApp,
  reportCoverageAfterAll,
  titled,
  setUpApp,
  runOnSimulatedClock,
  type RenderedApp,
  type Visit,
} from './harness';

type LanguageSnapshot = SnapshotFrom<typeof languageMachine>;

const coverage = recordCoverage(languageMachine);
reportCoverageAfterAll(coverage);
// No timers in this machine, but React's scheduler and user-event run on the simulated clock
// too, which keeps the replay deterministic: on real timers, under heavy CPU load, a
// `user.click` on the language link was now and then seen to toggle twice or not at all.
runOnSimulatedClock();
setUpApp({ pages: [...PAGES] });

/**
 * No `after` or `invoke`, so `createTestModel` applies; its state serialisation includes the
 * transition that led to a state, so the shortest paths take every transition, not only reach
 * every state.
 */
const model = createTestModel(languageMachine, {
  events: [
    { type: 'language.toggle' },
    { type: 'url.changed', language: 'en' },
    { type: 'url.changed', language: 'he' },
  ],
});

const starts: Array<{ label: string; visit: Visit }> = [
  { label: 'An English URL with nothing stored', visit: { path: PAGES[0] } },
  {
    label: 'An English URL with Hebrew stored',
    visit: { path: PAGES[1], stored: { language: 'he' } },
  },
  {
    label: 'A Hebrew URL with English stored',
    visit: { path: localizedPath(PAGES[0], 'he'), stored: { language: 'en' } },
  },
];

/** `url.changed`: the visitor follows a link (or goes back) to another page in that language. */
function followLinkTo(app: RenderedApp, language: Language) {
  act(() => app.memory.navigate(localizedPath(otherPage(app.currentPath()), language)));
}

async function execute(app: RenderedApp, event: LanguageEvent) {
  switch (event.type) {
    case 'language.toggle': {
      const before = app.currentPath();
      const entries = app.memory.history.length;
      await app.user.click(languageToggle(app));
      // The toggle opens the twin of the page as a new history entry.
      expect(app.memory.history).toHaveLength(entries + 1);
      expect(app.currentPath()).toBe(twinPath(before, otherLanguage(languageOfPath(before))));
      return;
    }
    case 'url.changed':
      followLinkTo(app, event.language);
      return;
  }
}

/** What the visitor sees in each state of the language machine. */
function expectLanguage(app: RenderedApp, snapshot: LanguageSnapshot) {
  const language = snapshot.value;
  if (!isLanguage(language)) throw new Error(`unexpected state ${String(language)}`);
  const m = app.messages();
  const root = document.documentElement;

  expect(app.language()).toBe(language);
  expect(root).toHaveAttribute('lang', language);
  expect(root).toHaveAttribute('dir', language === 'he' ? 'rtl' : 'ltr');
  expect(languageOfPath(app.currentPath()), 'the URL is in the language shown').toBe(language);
  expect(localStorage.getItem(STORAGE_KEYS.language)).toBe(language);
  expectPageHeading(app);
  expect(document.getElementById(SIDE_BAR_ID)).toHaveAccessibleName(m['nav.label']);
  const toggle = languageToggle(app);
  expect(toggle).toHaveAttribute('href', twinPath(app.currentPath(), otherLanguage(language)));
  expect(toggle).toHaveAttribute('hreflang', otherLanguage(language));
}

for (const start of starts) {
  const input = {
    urlLanguage: languageOfPath(start.visit.path),
    storedLanguage: start.visit.stored?.language ?? null,
  };
  const paths = titled(start.label, model.getShortestPaths({ input }));

  describe(start.label, () => {
    for (const { title, path } of paths) {
      it(title, async () => {
        const app = renderApp(start.visit, coverage);
        if (start.visit.stored?.language === 'he' && languageOfPath(start.visit.path) === 'en') {
          // Sent to the Hebrew twin before first paint, replacing the entry (no way back to English).
          expect(app.memory.history).toEqual([localizedPath(start.visit.path, 'he')]);
        }
        for (const [index, step] of path.steps.entries()) {
          if (index > 0) await execute(app, step.event);
          expectLanguage(app, step.state);
        }
        coverage.pathRun();
      });
    }
  });
}
