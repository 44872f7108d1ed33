/**
 * The navigation machine's paths (issues 20 and 45): which page the router shows while the app
 * takes over a prerendered page, and when a navigation has settled. Like start-up's
 * (./start-up.paths.ts, whose helpers these share), each path loads a page again with the app's
 * script held back, and the Home page's demo's too, and lets them arrive as steps, which no
 * visitor does. What a visitor does is move the address: a link, or Back before the app has
 * started. What they see is the prerendered page until the app follows the address, `<html
 * data-navigation>`, the demo answering, and, after a link, keyboard focus on the new page.
 */
import { navigationMachine, type NavigationEvent } from '../../../machines/navigation.machine';
import { MAIN_CONTENT_ID } from '../../../src/config/element-ids';
import { localizedPath } from '../../../src/urls';
import type { Action, Check, PathSpec, Start, StepContext, Target } from '../model';
import { click, keyboardFocusOn } from '../phrases';
import {
  aboutIn,
  DEMO_SCRIPT,
  footerLink,
  holdAppScript,
  homeAtDemo,
  releaseAppScript,
  releaseDemoScript,
  reload,
  seenChecks,
  type Seen,
} from './start-up.paths';

type Spec = PathSpec<typeof navigationMachine>;
type Context = StepContext<typeof navigationMachine>;
/** A change of address the visitor makes (`via`), or the one the app reports when it mounts. */
type Event = NavigationEvent & { via?: 'link' };

const MAIN: Target = { css: `#${MAIN_CONTENT_ID}`, label: 'the page content' };

/** Issue 20: on a page loaded afresh, or after Back before start-up (e2e/language.spec.ts). */
function startsFor(language: 'en' | 'he'): Array<Start<typeof navigationMachine>> {
  const home = localizedPath('/', language);
  const about = localizedPath('/about', language);
  const usecases = localizedPath('/usecases', language);
  return [
    {
      ...homeAtDemo(language),
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
    if (event.type === 'content.hydrated') {
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

export const navigationPaths: Spec = {
  name: 'navigation',
  machine: navigationMachine,
  starts: ({ language }) => startsFor(language),
  events: ({ context }) => [
    { type: 'content.hydrated' },
    // What the app reports of its first commit besides: the address, the pages shown.
    { type: 'location.changed', path: context.currentPath },
    { type: 'page.shown', path: context.loadedPath },
    { type: 'page.shown', path: context.currentPath },
    { type: 'islands.ready' },
    { type: 'location.changed', path: aboutIn(context.loadedPath), via: 'link' } as Event,
  ],
  /**
   * Start-up in the order the app goes through it: nothing before its script has arrived; then,
   * in one go, it adopts the content, reports the address and the page the content is (the
   * loaded one, while the address is elsewhere); then the address's page shows. (React reports
   * the address a moment before the content: either order leaves the machine where it is.) The
   * visitor follows a link once the Home page's content is the app's.
   */
  filter: (snapshot, event: Event) => {
    const adopting =
      snapshot.matches({ route: { onLoadedPage: 'adopted' } }) ||
      snapshot.matches({ route: 'returning' });
    const { loadedPath, currentPath, shownPath } = snapshot.context;
    switch (event.type) {
      case 'location.changed':
        if (event.via) return snapshot.matches({ route: { onLoadedPage: 'withIslands' } });
        // The report of the address the app mounted at, which the content has just been adopted at.
        return (
          (currentPath === loadedPath &&
            snapshot.matches({ route: { onLoadedPage: { withIslands: 'hydrating' } } })) ||
          (shownPath === loadedPath &&
            snapshot.matches({ route: 'leftPrerendered', status: 'loading' }))
        );
      case 'page.shown':
        return event.path === loadedPath && event.path !== currentPath
          ? snapshot.matches({ route: 'leftPrerendered', status: 'loading' }) &&
              shownPath === loadedPath
          : !adopting && shownPath !== currentPath;
      default:
        return true;
    }
  },
  automatic: (event: Event) =>
    event.type === 'page.shown' || (event.type === 'location.changed' && !event.via),
  serialize: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.currentPath, snapshot.context.shownPath]),
  unreachable: [
    {
      rule: 'production pages arrive prerendered: an empty root is the dev server’s, which the paths do not run against (tests/machines/navigation.test.ts covers it)',
      applies: () => true,
      items: [
        'navigation.route.deciding —always [not isPrerendered]→ navigation.route.leftPrerendered',
        'navigation.status.deciding —always→ navigation.status.loading',
        'navigation.status.loading —page.shown [isFirstPageShown]→ navigation.status.idle',
        'navigation.footer.deciding —always→ navigation.footer.rendered',
      ],
    },
    {
      rule: 'the footer’s content renders only on a page in the other language, which the navigation paths never go to (e2e/footer.spec.ts and tests/machines/navigation.test.ts cover it)',
      applies: () => true,
      items: [
        'navigation.footer.adopted —footer.rendered→ navigation.footer.rendered',
        'navigation.footer.rendered',
      ],
    },
    {
      rule: 'going Forward again to the loaded page while React adopts it falls within one render, which no runner can time (tests/machines/navigation.test.ts covers it)',
      applies: () => true,
      items: [
        'navigation.route.returning —location.changed [isToLoadedPage]→ navigation.route.onLoadedPage.adopted',
      ],
    },
  ],
  describe: (event: Event) => {
    switch (event.type) {
      case 'content.hydrated':
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
      case 'content.hydrated':
        return [releaseAppScript(seen.phase!)];
      case 'islands.ready':
        return releaseDemoScript(context);
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
    const checks = seenChecks(seenAlong(context)[context.index]!);
    // A navigation the visitor made has settled: the new page has keyboard focus.
    if (context.index > 0 && eventOf(context).via === 'link')
      checks.push({ kind: 'focused', target: MAIN, says: keyboardFocusOn('the new page') });
    return checks;
  },
};
