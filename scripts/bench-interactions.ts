/**
 * The interaction benchmark (issue #10): input to next paint of the chrome's controls, as INP
 * measures it (the Event Timing API, the longest event of each input), in Debian's Chromium with
 * the CPU slowed down 4× to stand in for a phone. For each page, each control is used once per
 * run on a freshly loaded page, hydrated and idle; the table shows the median of the runs and
 * every run's figure. The same goes to a JSON file. It prints figures; it passes or fails nothing.
 *
 *   npm run bench:interactions                       / and /he, 5 runs
 *   npm run bench:interactions -- --pages /,/he/about --runs 3
 *   npm run bench:interactions -- --dist ../before/dist    another build, for a before/after
 *   npm run bench:interactions -- --cpu-slowdown 6 --json bench-report/slow.json
 */
import { expect, type Browser, type Page } from '@playwright/test';
import type { Language } from '../machines/constants';
import { otherLanguage } from '../machines/language.machine';
import { deviceById } from '../qa/paths/devices';
import { dictionaries } from '../src/i18n';
import { languageOfPath } from '../src/urls';
import {
  DURATION_THRESHOLD_MS,
  formatLatency,
  installEventTimingRecorder,
  measureLatency,
  middleLatency,
  type CountedEvents,
  type Latency,
} from './bench/event-timing';
import { inChromium, measuredPages, pageCommandLine, saveReport, serving } from './bench/harness';
import { formatLoad, machineFigures, printMachine, watchMachine } from './bench/machine-load';
import { formatTable, left, right } from './bench/report';

const { options, dist, runs } = pageCommandLine('interactions.json', {
  pages: { type: 'string', default: '/,/he' },
  'cpu-slowdown': { type: 'string', default: '4' },
});
const cpuSlowdown = Number(options['cpu-slowdown']);
if (!(cpuSlowdown >= 1)) throw new Error('--cpu-slowdown must be a number ≥ 1');

/** The QA devices' viewports (qa/paths/devices.ts), as the e2e suite uses them: a desktop, and a phone in portrait. */
const VIEWPORTS = {
  desktop: deviceById('desktop').viewport,
  phone: deviceById('phone').viewport,
};
type Viewport = keyof typeof VIEWPORTS;

/** Waits for a page's effect: long enough for a slowed-down CPU, short of a hung page. */
const SETTLE_TIMEOUT_MS = 15_000;
/** Between two inputs on one page: the side bar's 0.3 s transition ends, the toast settles. */
const PAUSE_BETWEEN_INPUTS_MS = 600;

/** The controls, by role and accessible name as the e2e suite finds them (e2e/support.ts). */
function controlsOf(page: Page, language: Language) {
  const m = dictionaries[language];
  const menuNames = [m['nav.menu.open'], m['nav.menu.close']].map((name) =>
    name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  return {
    page,
    html: page.locator('html'),
    nav: page.getByRole('navigation', { name: m['nav.label'] }),
    menuButton: page.getByRole('button', { name: new RegExp(`^(${menuNames.join('|')})$`) }),
    overlay: page.getByTestId('drawer-overlay'),
    languageToggle: page.getByRole('link', {
      name: `${m['language.toggle.label']} — ${m['language.toggle.name']}`,
    }),
    /** The view-mode switcher's button, named by the mode it shows ("View mode: Mobile view"). */
    viewModeButton: page.getByRole('button', {
      name: new RegExp(`^${m['viewMode.label'].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `),
    }),
    /** The switcher's choices, a menu of radio items while it is open. */
    viewMode: (mode: 'auto' | 'mobile' | 'desktop') =>
      page.getByRole('menuitemradio', { name: m[`viewMode.${mode}`], exact: true }),
  };
}
type Controls = ReturnType<typeof controlsOf>;

/** One input to measure: what to do, and what the page shows once it has done it. */
interface Input {
  name: string;
  counted: CountedEvents;
  act(controls: Controls): Promise<void>;
  settled(controls: Controls, language: Language): Promise<void>;
}

/** Inputs made one after the other on one freshly loaded page. */
interface Visit {
  viewport: Viewport;
  inputs: Input[];
}

const settleOptions = { timeout: SETTLE_TIMEOUT_MS };

const VISITS: Visit[] = [
  {
    viewport: 'desktop',
    inputs: [
      {
        name: 'side bar: expand (pointer enters)',
        counted: 'all',
        act: ({ nav }) => nav.hover(),
        settled: ({ nav }) => expect(nav).toHaveAttribute('data-state', 'expanded', settleOptions),
      },
      {
        name: 'side bar: collapse (pointer leaves)',
        counted: 'all',
        act: ({ page }) =>
          page.mouse.move(VIEWPORTS.desktop.width / 2, VIEWPORTS.desktop.height / 2),
        settled: ({ nav }) =>
          expect(nav).not.toHaveAttribute('data-state', 'expanded', settleOptions),
      },
    ],
  },
  {
    viewport: 'phone',
    inputs: [
      {
        name: 'menu button: open the side bar',
        counted: 'interaction',
        act: ({ menuButton }) => menuButton.click(),
        settled: ({ menuButton }) =>
          expect(menuButton).toHaveAttribute('aria-expanded', 'true', settleOptions),
      },
      {
        name: 'side bar: close (overlay tap)',
        counted: 'interaction',
        act: ({ overlay }) =>
          overlay.click({
            position: { x: VIEWPORTS.phone.width - 30, y: VIEWPORTS.phone.height / 2 },
          }),
        settled: ({ menuButton }) =>
          expect(menuButton).toHaveAttribute('aria-expanded', 'false', settleOptions),
      },
      {
        name: 'view-mode switcher: open',
        counted: 'interaction',
        // It sits at the page's end and loads as the visitor nears it: scroll there (not an
        // interaction the event timing counts), then press it.
        act: async ({ page, viewModeButton }) => {
          await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
          await viewModeButton.click();
        },
        settled: ({ viewMode }) => expect(viewMode('desktop')).toBeVisible(settleOptions),
      },
      {
        name: 'view-mode switcher: choose desktop',
        counted: 'interaction',
        act: ({ viewMode }) => viewMode('desktop').click(),
        settled: ({ html }) =>
          expect(html).toHaveAttribute('data-layout', 'desktop', settleOptions),
      },
    ],
  },
  {
    viewport: 'phone',
    inputs: [
      {
        name: 'language toggle',
        counted: 'interaction',
        act: ({ languageToggle }) => languageToggle.click(),
        settled: ({ html }, language) =>
          expect(html).toHaveAttribute('lang', otherLanguage(language), settleOptions),
      },
    ],
  },
];

/** One input's latency in one run. */
interface Measurement {
  path: string;
  input: Input;
  latency: Latency;
}

/** Opens a page in a fresh context (nothing stored), with the CPU slowed down from the start. */
async function openPage(browser: Browser, url: string, viewport: Viewport) {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  await installEventTimingRecorder(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', settleOptions);
  await page.waitForLoadState('networkidle');
  return { context, page };
}

/** Lets transitions finish, then waits for an idle main thread: the input meets a quiet page. */
async function waitUntilQuiet(page: Page) {
  await page.waitForTimeout(PAUSE_BETWEEN_INPUTS_MS);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

async function measureVisit(browser: Browser, origin: string, path: string, visit: Visit) {
  const language = languageOfPath(path);
  const { context, page } = await openPage(browser, `${origin}${path}`, visit.viewport);
  const controls = controlsOf(page, language);
  // The pointer starts away from the side bar, at the middle of the page.
  await page.mouse.move(VIEWPORTS[visit.viewport].width / 2, VIEWPORTS[visit.viewport].height / 2);
  const measurements: Measurement[] = [];
  try {
    for (const input of visit.inputs) {
      await waitUntilQuiet(page);
      const latency = await measureLatency(
        page,
        input.counted,
        () => input.act(controls),
        () => input.settled(controls, language),
      ).catch((error: unknown) => {
        throw new Error(`${path} on a ${visit.viewport}, ${input.name}: ${String(error)}`);
      });
      measurements.push({ path, input, latency });
    }
  } finally {
    await context.close();
  }
  return measurements;
}

const COLUMNS = [
  left('page'),
  left('viewport'),
  left('input'),
  right('median ms'),
  left('runs (ms)'),
];

async function main() {
  const pages = measuredPages(options, dist);
  const machine = watchMachine();
  console.error(
    `bench:interactions: ${pages.join(', ')}, ${runs} run(s), CPU ${cpuSlowdown}× slower; ${formatLoad(machine.start)}`,
  );

  const measurements: Measurement[] = [];
  await serving([dist], ([origin]) =>
    inChromium(async (browser) => {
      // Run by run over every page, so a slow moment of the machine spreads over all of them.
      for (let run = 1; run <= runs; run += 1) {
        for (const path of pages) {
          console.error(`  ${path}: run ${run} of ${runs}`);
          for (const visit of VISITS)
            measurements.push(...(await measureVisit(browser, origin, path, visit)));
        }
      }
    }),
  );

  const results = pages.flatMap((path) =>
    VISITS.flatMap((visit) =>
      visit.inputs.map((input) => ({
        path,
        viewport: visit.viewport,
        input: input.name,
        samples: measurements
          .filter((measurement) => measurement.path === path && measurement.input === input)
          .map((measurement) => measurement.latency),
      })),
    ),
  );
  const reading = machine.finish();
  console.log(
    `\nInput to next paint (Event Timing, longest event per input), CPU ${cpuSlowdown}× slower, median of ${runs} run(s); <${DURATION_THRESHOLD_MS}: under the API's threshold`,
  );
  console.log(
    formatTable(
      COLUMNS,
      results.map(({ path, viewport, input, samples }) => [
        path,
        viewport,
        input,
        formatLatency(middleLatency(samples)),
        samples.map(formatLatency).join(', '),
      ]),
    ),
  );
  console.log();
  printMachine(reading);
  if (reading.warning) console.log(reading.warning);

  saveReport(options.json, {
    startedAt: machine.startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    cpuSlowdown,
    runs,
    durationThresholdMs: DURATION_THRESHOLD_MS,
    ...machineFigures(reading),
    results: results.map((result) => ({ ...result, median: middleLatency(result.samples) })),
  });
}

await main();
