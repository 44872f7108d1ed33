/**
 * The start-up machine's paths (issue 20): how the app takes over a prerendered page. Its events
 * are moments of start-up, not a visitor's doing, so each path opens a page, then loads it again
 * with scripts held back by the network (the app's entry module, the Home page demo's chunk), and
 * lets them arrive as steps, which no visitor does. The Home page opens at its demo (`#demo`):
 * only an island on screen at start-up is one the app waits for (src/islands/hydrate.tsx). What a visitor does is move the address: a
 * link, or Back before the app has started. What they see is the prerendered page, then the app
 * on `<html>` (`data-app`, `data-navigation`, `data-hydrated`), the page's heading and the demo.
 */
import { startUpMachine, type StartUpEvent } from '../../../machines/start-up.machine';
import { demoTexts } from '../../../src/demo/demo.content';
import { languageOfPath, localizedPath } from '../../../src/urls';
import type { Action, Check, PathSpec, Start, StepContext, Target } from '../model';
import { addressIs, click, headingReads, quoted } from '../phrases';
import { readingDirectionChecks } from '../reading-direction';
import { pageHeading } from '../pages';

type Spec = PathSpec<typeof startUpMachine>;
type Context = StepContext<typeof startUpMachine>;
/** A change of address the visitor makes (`via`), or the one the app reports when it mounts. */
type Event = StartUpEvent & { via?: 'link' };

/** The app's entry module, as `e2e/start-up.spec.ts` holds it back. */
const APP_SCRIPT = '**/assets/index-*.js';
/** The chunk of the Home page's one island, the demo player. */
const DEMO_SCRIPT = '**/assets/DemoPlayer-*.js';

const HTML: Target = { css: 'html', label: 'the page' };
const H1: Target = { css: 'main h1', label: 'the page heading' };
const DEMO: Target = { css: 'div[data-step]', label: 'the demo (on the Home page)' };
const PLAY_PAUSE: Target = {
  css: `${DEMO.css} [role="group"] > button:nth-of-type(2)`,
  label: 'the play/pause button of the demo',
};
const footerLink = (url: string): Target => ({
  css: `footer a[href="${url}"]`,
  label: `the footer's link to ${url}`,
});

/** The element is the browser's: the model needs only the moment. */
const CONTENT_HYDRATED = { type: 'content.hydrated' } as StartUpEvent;

const holdAppScript: Action = {
  kind: 'hold',
  url: APP_SCRIPT,
  says: `Hold back the app's script (${APP_SCRIPT}) in the browser's developer tools: no visitor does this`,
};
const reload: Action = { kind: 'reload', says: 'Reload the page' };

/** Issue 20: on a page loaded afresh, or after Back before start-up (e2e/language.spec.ts). */
function startsFor(language: 'en' | 'he'): Array<Start<typeof startUpMachine>> {
  const home = localizedPath('/', language);
  const about = localizedPath('/about', language);
  const usecases = localizedPath('/usecases', language);
  return [
    {
      label: "the Home page at its demo, its app's and its demo's scripts held back",
      url: `${home}#demo`,
      lands: home,
      stored: {},
      before: [
        holdAppScript,
        {
          kind: 'hold',
          url: DEMO_SCRIPT,
          says: `Hold back the demo's script (${DEMO_SCRIPT}) as well`,
        },
        reload,
      ],
      input: { loadedPath: home, currentPath: home, prerendered: true },
    },
    {
      label:
        "Back to About before start-up, from Use Cases reloaded with the app's script held back",
      url: about,
      stored: {},
      before: [
        { kind: 'follow', path: usecases, says: `Follow a link to ${usecases}` },
        holdAppScript,
        reload,
        { kind: 'back', says: `Press Back, to ${about}, before the app has started` },
      ],
      input: { loadedPath: usecases, currentPath: about, prerendered: true },
    },
  ];
}

/** What the visitor sees after a step, by issue 20 and decision 020. */
interface Seen {
  /** `<html data-app>`: none before the app's script has arrived. */
  phase: 'catchingUp' | 'live' | null;
  address: string;
  /** The page whose content is on screen. */
  page: string;
  /** The visitor has pressed the demo's pause button since it could answer. */
  demoPaused: boolean;
}

/**
 * What the visitor should see after each step so far, from the start and the path's events
 * alone, never from the machine. Before the app's script arrives the page is the prerendered HTML
 * of the page it was loaded at, wherever the address is. Then the app follows the address, and is
 * live once the islands of the loaded page have hydrated, or as soon as the visitor has left it.
 */
function seenAlong(context: Context): Seen[] {
  const { loadedPath, currentPath } = context.start.input;
  const demoHeld = (context.start.before ?? []).some(
    (action) => action.kind === 'hold' && action.url === DEMO_SCRIPT,
  );
  let seen: Seen = { phase: null, address: currentPath, page: loadedPath, demoPaused: false };
  const along = [seen];
  for (const step of context.steps.slice(1)) {
    const event = step.events[0]! as Event;
    if (event.type === 'root.committed') {
      const waitsForDemo = demoHeld && seen.address === loadedPath;
      seen = { ...seen, phase: waitsForDemo ? 'catchingUp' : 'live', page: seen.address };
    } else if (event.type === 'islands.ready') {
      seen = { ...seen, phase: 'live', demoPaused: true };
    } else if (event.type === 'location.changed') {
      seen = { phase: 'live', address: event.path, page: event.path, demoPaused: false };
    }
    along.push(seen);
  }
  return along;
}

const eventOf = (context: Context) => context.steps[context.index]!.events[0] as Event;
const aboutIn = (url: string) => localizedPath('/about', languageOfPath(url));

export const startUpPaths: Spec = {
  name: 'start-up',
  machine: startUpMachine,
  starts: ({ language }) => startsFor(language),
  events: ({ context }) => [
    { type: 'root.committed' },
    // What the app sends when it mounts, in the order it sends them.
    { type: 'location.changed', path: context.currentPath },
    CONTENT_HYDRATED,
    { type: 'page.shown', path: context.loadedPath },
    { type: 'page.shown', path: context.currentPath },
    { type: 'islands.ready' },
    { type: 'location.changed', path: aboutIn(context.loadedPath), via: 'link' } as Event,
  ],
  /**
   * Start-up in the order the app goes through it: nothing before its script has arrived; then,
   * in one go, it reports the address and adopts the content, which reports its page (the loaded
   * one, while the address is elsewhere); then the address's page shows. The visitor follows a
   * link once the Home page's content is the app's.
   */
  filter: (snapshot, event: Event) => {
    const committed = !snapshot.matches({ phase: 'adopting' });
    const adopting =
      snapshot.matches({ route: { onLoadedPage: 'adopted' } }) ||
      snapshot.matches({ route: 'returning' });
    const { loadedPath, currentPath, shownPath } = snapshot.context;
    switch (event.type) {
      case 'location.changed':
        return event.via
          ? snapshot.matches({ route: { onLoadedPage: 'withIslands' } })
          : committed && adopting;
      case 'page.shown':
        return event.path === loadedPath && event.path !== currentPath
          ? snapshot.matches({ route: 'leftPrerendered', navigation: 'loading' }) &&
              shownPath === loadedPath
          : committed && !adopting && shownPath !== currentPath;
      case 'content.hydrated':
        return committed;
      case 'islands.ready':
        return snapshot.matches({ route: { onLoadedPage: 'withIslands' } });
      default:
        return true;
    }
  },
  automatic: (event: Event) =>
    event.type === 'content.hydrated' ||
    event.type === 'page.shown' ||
    (event.type === 'location.changed' && !event.via),
  serialize: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.currentPath, snapshot.context.shownPath]),
  unreachable: [
    {
      rule: 'production pages arrive prerendered: an empty root is the dev server’s, which the paths do not run against (tests/machines/start-up.test.ts covers it)',
      applies: () => true,
      items: [
        'startUp.route.deciding —always [not isPrerendered]→ startUp.route.leftPrerendered',
        'startUp.phase.adopting —root.committed→ startUp.phase.live',
        'startUp.navigation.deciding —always→ startUp.navigation.loading',
        'startUp.footer.deciding —always→ startUp.footer.rendered',
      ],
    },
    {
      rule: 'the footer’s content renders only on a page in the other language, which the start-up paths never go to (e2e/footer.spec.ts and tests/machines/start-up.test.ts cover it)',
      applies: () => true,
      items: [
        'startUp.footer.adopted —footer.rendered→ startUp.footer.rendered',
        'startUp.footer.rendered',
      ],
    },
    {
      rule: 'going Forward again to the loaded page while React adopts it falls within one render, which no runner can time (tests/machines/start-up.test.ts covers it)',
      applies: () => true,
      items: [
        'startUp.route.returning —location.changed [isToLoadedPage]→ startUp.route.onLoadedPage.adopted',
      ],
    },
  ],
  describe: (event: Event) => {
    switch (event.type) {
      case 'root.committed':
        return "the app's script arrives";
      case 'islands.ready':
        return "the demo's script arrives";
      case 'location.changed':
        return event.via ? `follow the footer's link to ${event.path}` : '';
      default:
        return '';
    }
  },
  act: (context): Action[] => {
    const event = eventOf(context);
    const seen = seenAlong(context)[context.index]!;
    switch (event.type) {
      case 'root.committed':
        return [
          {
            kind: 'release',
            url: APP_SCRIPT,
            until: { 'data-app': seen.phase!, 'data-navigation': 'idle' },
            says: "Let the app's script through (a tester's step, no visitor's), and wait for the app to start",
          },
        ];
      case 'islands.ready': {
        const texts = demoTexts[languageOfPath(context.currentUrl)];
        return [
          {
            kind: 'release',
            url: DEMO_SCRIPT,
            until: { 'data-app': 'live' },
            says: "Let the demo's script through (a tester's step, no visitor's)",
          },
          { kind: 'click', target: PLAY_PAUSE, says: click(context.project, quoted(texts.pause)) },
        ];
      }
      case 'location.changed': {
        const target = footerLink(event.path);
        return [{ kind: 'click', target, says: click(context.project, target.label) }];
      }
      default:
        return [];
    }
  },
  urlAfter: (context) => {
    const event = eventOf(context);
    return event.type === 'location.changed' ? event.path : context.currentUrl;
  },
  expect: (context): Check[] => {
    const seen = seenAlong(context)[context.index]!;
    const heading = pageHeading(seen.page);
    const checks: Check[] = [
      ...readingDirectionChecks(seen.page),
      { kind: 'path', path: seen.address, says: addressIs(seen.address) },
      {
        kind: 'text',
        target: H1,
        text: heading,
        says:
          seen.page === seen.address
            ? headingReads(heading)
            : `${headingReads(heading)} still, of the page the document was loaded at`,
      },
    ];
    if (seen.phase === null)
      return [
        ...checks,
        {
          kind: 'attribute',
          target: HTML,
          name: 'data-app',
          value: null,
          says: 'The app has not started: <html> has no data-app',
        },
        {
          kind: 'attribute',
          target: HTML,
          name: 'data-hydrated',
          value: null,
          says: '<html> is not marked hydrated',
        },
      ];
    const live = seen.phase === 'live';
    checks.push(
      {
        kind: 'attribute',
        target: HTML,
        name: 'data-app',
        value: seen.phase,
        says: live
          ? '<html data-app> says the app is live'
          : "<html data-app> says the app is catching up: the demo's script has not arrived",
      },
      {
        kind: 'attribute',
        target: HTML,
        name: 'data-navigation',
        value: 'idle',
        says: "<html data-navigation> says the page on screen is the address's",
      },
      {
        kind: 'attribute',
        target: HTML,
        name: 'data-hydrated',
        value: live ? '' : null,
        says: live ? '<html> is marked hydrated' : '<html> is not marked hydrated yet',
      },
    );
    if (seen.demoPaused) {
      const texts = demoTexts[languageOfPath(seen.page)];
      checks.push(
        {
          kind: 'attribute',
          target: DEMO,
          name: 'data-state',
          value: 'paused',
          says: 'The demo has answered the click: it is paused',
        },
        {
          kind: 'name',
          target: PLAY_PAUSE,
          name: texts.play,
          says: `The play/pause button reads "${texts.play}"`,
        },
      );
    }
    return checks;
  },
};
