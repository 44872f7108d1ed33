/**
 * The start-up machine's paths (issues 20 and 45): how the app takes over a prerendered page. Its
 * events are moments of start-up, not a visitor's doing, so each path opens the Home page at its
 * demo (`#demo`: only an island on screen at start-up is one the app waits for,
 * src/islands/hydrate.tsx), then loads it again with scripts held back by the network (the app's
 * entry module, the demo's chunk), and lets them arrive as steps, which no visitor does. What a
 * visitor does is follow a link while the app catches up. What they see is the prerendered page,
 * then the app on `<html>` (`data-app`, `data-navigation`, `data-hydrated`), the page's heading
 * and the demo. Which page the router shows, and Back before start-up, are the navigation
 * machine's paths (./navigation.paths.ts), which share the helpers below.
 */
import { startUpMachine, type StartUpEvent } from '../../../machines/start-up.machine';
import { demoTexts } from '../../../src/demo/demo.content';
import { languageOfPath, localizedPath } from '../../../src/urls';
import type { Action, Check, PathSpec, Project, StepContext, Target } from '../model';
import { addressIs, click, headingReads, quoted } from '../phrases';
import { readingDirectionChecks } from '../reading-direction';
import { pageHeading } from '../pages';

type Spec = PathSpec<typeof startUpMachine>;
type Context = StepContext<typeof startUpMachine>;

/** The app's entry module, as `e2e/start-up.spec.ts` holds it back. */
const APP_SCRIPT = '**/assets/index-*.js';
/** The chunk of the Home page's one island, the demo player. */
export const DEMO_SCRIPT = '**/assets/DemoPlayer-*.js';

const HTML: Target = { css: 'html', label: 'the page' };
const H1: Target = { css: 'main h1', label: 'the page heading' };
const DEMO: Target = { css: 'div[data-step]', label: 'the demo (on the Home page)' };
const PLAY_PAUSE: Target = {
  css: `${DEMO.css} [role="group"] > button:nth-of-type(2)`,
  label: 'the play/pause button of the demo',
};
export const footerLink = (url: string): Target => ({
  css: `footer a[href="${url}"]`,
  label: `the footer's link to ${url}`,
});
export const aboutIn = (url: string) => localizedPath('/about', languageOfPath(url));

export const holdAppScript: Action = {
  kind: 'hold',
  url: APP_SCRIPT,
  says: `Hold back the app's script (${APP_SCRIPT}) in the browser's developer tools: no visitor does this`,
};
const holdDemoScript: Action = {
  kind: 'hold',
  url: DEMO_SCRIPT,
  says: `Hold back the demo's script (${DEMO_SCRIPT}) as well`,
};
export const reload: Action = { kind: 'reload', says: 'Reload the page' };

/** Lets the app's script through, and waits for the app to be in `phase`, its page settled. */
export const releaseAppScript = (phase: 'catchingUp' | 'live'): Action => ({
  kind: 'release',
  url: APP_SCRIPT,
  until: { 'data-app': phase, 'data-navigation': 'idle' },
  says: "Let the app's script through (a tester's step, no visitor's), and wait for the app to start",
});

/** Lets the demo's script through, and presses the demo's pause button once it can answer. */
export function releaseDemoScript(context: { project: Project; currentUrl: string }): Action[] {
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

/** What the visitor sees after a step of start-up (issue 20, decision 020). */
export interface Seen {
  /** `<html data-app>`: none before the app's script has arrived. */
  phase: 'catchingUp' | 'live' | null;
  address: string;
  /** The page whose content is on screen. */
  page: string;
  /** The visitor has pressed the demo's pause button since it could answer. */
  demoPaused: boolean;
}

/** The checks of what the visitor sees: the page, the address, and the app on `<html>`. */
export function seenChecks(seen: Seen): Check[] {
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
}

/** The Home page at its demo, reloaded with the app's and the demo's scripts held back. */
export const homeAtDemo = (language: 'en' | 'he') => {
  const home = localizedPath('/', language);
  return {
    label: "the Home page at its demo, its app's and its demo's scripts held back",
    url: `${home}#demo`,
    lands: home,
    stored: {},
    before: [holdAppScript, holdDemoScript, reload],
  };
};

/**
 * What the visitor should see after each step so far, from the path's events alone, never from
 * the machine: the prerendered Home page; the app catching up once its script has arrived; live
 * once the demo's has, or as soon as the visitor has followed a link.
 */
function seenAlong(context: Context): Seen[] {
  const home = context.start.lands ?? context.start.url;
  let seen: Seen = { phase: null, address: home, page: home, demoPaused: false };
  const along = [seen];
  for (const step of context.steps.slice(1)) {
    const event = step.events[0]!;
    if (event.type === 'root.committed') seen = { ...seen, phase: 'catchingUp' };
    else if (event.type === 'islands.ready') seen = { ...seen, phase: 'live', demoPaused: true };
    else seen = { phase: 'live', address: aboutIn(home), page: aboutIn(home), demoPaused: false };
    along.push(seen);
  }
  return along;
}

const eventOf = (context: Context) => context.steps[context.index]!.events[0]!;

export const startUpPaths: Spec = {
  name: 'start-up',
  machine: startUpMachine,
  starts: ({ language }) => [{ ...homeAtDemo(language), input: { prerendered: true } }],
  // The start-up machine takes each only where it can happen: the root commits while it adopts,
  // the rest while it catches up.
  events: () => [
    { type: 'root.committed' },
    { type: 'islands.ready' },
    { type: 'prerenderedPage.left' },
  ],
  serialize: (snapshot) => JSON.stringify(snapshot.value),
  unreachable: [
    {
      rule: 'production pages arrive prerendered: an empty root is the dev server’s, which the paths do not run against (tests/machines/start-up.test.ts covers it)',
      applies: () => true,
      items: ['startUp.adopting —root.committed→ startUp.live'],
    },
  ],
  describe: (event: StartUpEvent) => {
    switch (event.type) {
      case 'root.committed':
        return "the app's script arrives";
      case 'islands.ready':
        return "the demo's script arrives";
      case 'prerenderedPage.left':
        return 'follow the footer’s link to About';
    }
  },
  act: (context): Action[] => {
    const event = eventOf(context);
    switch (event.type) {
      case 'root.committed':
        return [releaseAppScript('catchingUp')];
      case 'islands.ready':
        return releaseDemoScript(context);
      case 'prerenderedPage.left': {
        const target = footerLink(aboutIn(context.currentUrl));
        return [{ kind: 'click', target, says: click(context.project, target.label) }];
      }
    }
  },
  urlAfter: (context) =>
    eventOf(context).type === 'prerenderedPage.left'
      ? aboutIn(context.currentUrl)
      : context.currentUrl,
  expect: (context): Check[] => seenChecks(seenAlong(context)[context.index]!),
};
