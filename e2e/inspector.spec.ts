/**
 * The dev machine inspector (issue #22), against `npm run dev`, as a developer uses it: the app in
 * one tab and `/__machines` in another of the same browser. The page-local contact form reports
 * to it; stepping back past the menu button's `sideBar.toggle`, from live or from its selected
 * entry, closes the drawer the visitor opened and "Resume" opens it again; "Save as path" writes
 * a path file that `npm run paths -- run --from` passes on desktop-en and phone-he; the coverage
 * of that run lays over the charts. The tab travels as a whole: on Home, Step back goes through
 * the demo island's ticks and the drawer's opening alike, and Resume brings both back live.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_STEP_DURATION } from '../machines/demo-player.machine';
import { MENU_BUTTON_ID } from '../src/config/element-ids';

const DEV = process.env.E2E_DEV_URL!;

/** The inspector's log entry of an event, the newest first. */
const entry = (inspector: Page, event: string, actor: string) =>
  inspector.getByRole('button', { name: new RegExp(`^Go to entry \\d+: ${event} of ${actor}$`) });

test.describe('the dev machine inspector', () => {
  // The dev server transforms every module on first use, and one test runs the paths it saves.
  test.describe.configure({ timeout: 300_000 });

  test('follows the app, travels back and forth, saves a path that runs, and shows coverage', async ({
    browser,
  }, testInfo) => {
    // One context: the two tabs share the inspector's BroadcastChannel.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    const inspector = await context.newPage();
    inspector.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await inspector.goto(`${DEV}/__machines`);
    await expect(inspector.getByRole('heading', { name: 'Machine inspector' })).toBeVisible();

    // The contact form's actor is live on /contact.
    const app = await context.newPage();
    await app.setViewportSize({ width: 700, height: 800 });
    await app.goto(`${DEV}/contact`);
    const form = inspector.getByRole('region', { name: /contactForm/ });
    await expect(form.getByTestId('value-contactForm')).toBeVisible({ timeout: 60_000 });
    await expect(form).not.toContainText('not running in any open tab');

    // The visitor opens the drawer; its toggle is in the log.
    await app.goto(`${DEV}/about`);
    const menuButton = app.locator(`#${MENU_BUTTON_ID}`);
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const toggle = entry(inspector, 'sideBar.toggle', 'sideBar');
    await expect(toggle).toHaveCount(1);

    // Step back from live, as a developer first tries it: the state before the newest entry, the
    // toggle, so the drawer closes and the entry before it is selected; Resume opens it again.
    const log = inspector.getByRole('list', { name: 'Events, newest first' });
    await expect(log.getByRole('button', { name: /^Go to entry/ }).first()).toHaveAccessibleName(
      /: sideBar\.toggle of sideBar$/,
    );
    await inspector.getByRole('button', { name: 'Step back' }).click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(inspector.getByTestId('value-sideBar')).toContainText('closed');
    await expect(toggle.locator('xpath=ancestor::li')).toHaveAttribute('data-future', 'true');
    await expect(log.locator('[aria-current="step"]')).toHaveCount(1);
    await inspector.getByRole('button', { name: 'Resume', exact: true }).click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(inspector.getByTestId('value-sideBar')).toContainText('open');

    // Back to the entry, then one step before it: the drawer closes; Resume opens it again.
    await toggle.click();
    await inspector.getByRole('button', { name: 'Step back' }).click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(inspector.getByTestId('value-sideBar')).toContainText('closed');
    await inspector.getByRole('button', { name: 'Resume', exact: true }).click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(inspector.getByTestId('value-sideBar')).toContainText('open');

    // Save as path: the side bar's recording, as a path file.
    await inspector.getByLabel('Path of').selectOption('sideBar');
    const [download] = await Promise.all([
      inspector.waitForEvent('download'),
      inspector.getByRole('button', { name: 'Save as path' }).click(),
    ]);
    // The test's own output folder, which Playwright empties before each run.
    const folder = testInfo.outputPath('saved');
    const pathFile = join(folder, 'path-sideBar.json');
    await download.saveAs(pathFile);
    const saved = JSON.parse(readFileSync(pathFile, 'utf8')) as {
      format: string;
      paths: Array<{ project: string; steps: Array<{ title: string }> }>;
    };
    expect(saved.format).toBe('kavana-paths');
    expect(saved.paths.map((path) => path.project)).toEqual(
      expect.arrayContaining(['desktop-en', 'phone-he']),
    );
    expect(saved.paths[0]!.steps.at(-1)!.title).toMatch(/press the menu button/);

    // It runs as written, in the browser, on a desktop in English and a phone in Hebrew.
    const report = join(folder, 'report');
    const run = spawnSync(
      'npx',
      [
        'tsx',
        'qa/cli.ts',
        'run',
        '--from',
        pathFile,
        '--project',
        'desktop-en',
        '--project',
        'phone-he',
        '--screenshots',
        'off',
      ],
      { encoding: 'utf8', env: { ...process.env, PATHS_REPORT_DIR: report } },
    );
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    // Both ran, and nothing failed (the run's setup and check projects ran beside them).
    expect(run.stdout).toMatch(/\[desktop-en\] .*side-bar session: /);
    expect(run.stdout).toMatch(/\[phone-he\] .*side-bar session: /);
    expect(run.stdout).not.toMatch(/\bfailed\b/);

    // That run's coverage over the charts: the side bar's open drawer is covered.
    await inspector.getByLabel('or a file').setInputFiles(join(report, 'coverage.json'));
    const open = inspector.locator('[data-state-id="sideBar.mobile.open"]').first();
    await expect(open).toHaveAttribute('data-coverage', 'covered');
    await expect(inspector.locator('[data-coverage="uncovered"]').first()).toBeAttached();

    expect(errors, 'the inspector logs no error').toEqual([]);
    await context.close();
  });

  test('travels the whole tab: the drawer opened while the demo plays closes on Step back, whatever the demo logged since', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const inspector = await context.newPage();
    await inspector.goto(`${DEV}/__machines`);
    await expect(inspector.getByRole('heading', { name: 'Machine inspector' })).toBeVisible();
    const log = inspector.getByRole('list', { name: 'Events, newest first' });
    const newest = log.getByRole('button', { name: /^Go to entry/ }).first();
    const stepBack = inspector.getByRole('button', { name: 'Step back' });

    // Home at 700 px: the side bar is a drawer, and the demo island plays.
    const app = await context.newPage();
    await app.setViewportSize({ width: 700, height: 800 });
    await app.goto(`${DEV}/`);
    const demo = app.locator('div[data-state][data-step]');
    await expect(demo).toHaveAttribute('data-state', 'playing', { timeout: 60_000 });

    // The visitor opens the drawer; then the demo's timer moves it on a step, so the newest entry
    // in the log is the demo's, as when the issue met it (the island's own system then).
    const menuButton = app.locator(`#${MENU_BUTTON_ID}`);
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const toggle = entry(inspector, 'sideBar.toggle', 'sideBar');
    await expect(toggle).toHaveCount(1);
    const openedAt = await demo.getAttribute('data-step');
    await expect(demo).not.toHaveAttribute('data-step', openedAt!, { timeout: 10_000 });
    await expect(newest).toHaveAccessibleName(/ of demoPlayer$/);

    // Step back from live undoes that tick: the demo shows the step it showed before, and holds
    // it (the live player runs on, unseen); the drawer stays open.
    await stepBack.click();
    await expect(demo).toHaveAttribute('data-step', openedAt!);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await app.waitForTimeout(DEMO_STEP_DURATION + 500);
    await expect(demo).toHaveAttribute('data-step', openedAt!);

    // Stepping on through the tab's timeline reaches the toggle: the step past it closes the
    // drawer, and not one before.
    const toggleRow = toggle.locator('xpath=ancestor::li');
    for (let press = 0; press < 10; press += 1) {
      if ((await toggleRow.getAttribute('data-future')) === 'true') break;
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await stepBack.click();
    }
    await expect(toggleRow).toHaveAttribute('data-future', 'true');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(inspector.getByTestId('value-sideBar')).toContainText('closed');

    // Resume: the drawer is open again, and the demo is live, playing on.
    await inspector.getByRole('button', { name: 'Resume', exact: true }).click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(demo).toHaveAttribute('data-state', 'playing');
    const resumedAt = await demo.getAttribute('data-step');
    await expect(demo).not.toHaveAttribute('data-step', resumedAt!, { timeout: 10_000 });
    await context.close();
  });
});
