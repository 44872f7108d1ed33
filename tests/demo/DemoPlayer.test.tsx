// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LANGUAGES, type Language } from '../../machines/constants';
import { createAppActors } from '../../src/state/actors';
import { AppActorsProvider } from '../../src/state/AppActorsProvider';
import { demoTexts } from '../../src/demo/demo.content';
import { DemoPlayer } from '../../src/demo/DemoPlayer';
import { loadDemoTexts } from '../../src/demo/demo.loader';
import { desktopEnvironment } from '../support/devices';

/** The demo's pace: each step shows for 4.5 s. */
const STEP_MS = 4500;

const environment = (language: Language) => desktopEnvironment({ language });

/** Stands in for `matchMedia`, answering the reduced-motion query with `reduced`. */
function preferReducedMotion(reduced: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduced && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

// The island loads the demo's texts with its chunk (src/islands/registry.ts): here, once for all.
beforeAll(() => Promise.all(LANGUAGES.map(loadDemoTexts)));

function renderDemo(language: Language = 'en') {
  const path = language === 'he' ? '/he/about' : '/about';
  const actors = createAppActors({
    environment: environment(language),
    navigation: { currentPath: () => path, navigate: () => {} },
  });
  // An island takes its language from the route, as every content component does.
  render(
    <Router hook={memoryLocation({ path }).hook}>
      <AppActorsProvider actors={actors}>
        <DemoPlayer />
      </AppActorsProvider>
    </Router>,
  );
  const texts = demoTexts[language];
  const caption = () => screen.getByRole('heading', { level: 3 });
  const waitOneStep = () =>
    act(() => {
      vi.advanceTimersByTime(STEP_MS);
    });
  return { texts, caption, waitOneStep };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Rendering the whole player in jsdom is slow on a busy machine: give each test room.
describe('DemoPlayer', { timeout: 30_000 }, () => {
  it('starts on the first step, playing, with a Pause button', () => {
    const { texts, caption } = renderDemo();

    expect(caption()).toHaveTextContent(texts.steps.sales.title);
    expect(screen.getByRole('button', { name: texts.pause })).toBeInTheDocument();
  });

  it('shows the next caption after each step duration while it plays', () => {
    const { texts, caption, waitOneStep } = renderDemo();

    act(() => {
      vi.advanceTimersByTime(STEP_MS - 1);
    });

    expect(caption()).toHaveTextContent(texts.steps.sales.title);

    act(() => {
      vi.advanceTimersByTime(1);
    });

    expect(caption()).toHaveTextContent(texts.steps.decomposition.title);

    waitOneStep();

    expect(caption()).toHaveTextContent(texts.steps.forecast.title);
  });

  it('keeps the caption out of the live region while it plays by itself', () => {
    const { caption } = renderDemo();

    expect(caption().parentElement).toHaveAttribute('aria-live', 'off');
  });

  it('shows the next caption on Next, stops playing and announces the caption', () => {
    const { texts, caption, waitOneStep } = renderDemo();

    fireEvent.click(screen.getByRole('button', { name: texts.next }));

    expect(caption()).toHaveTextContent(texts.steps.decomposition.title);
    expect(screen.getByRole('button', { name: texts.play })).toBeInTheDocument();
    expect(caption().parentElement).toHaveAttribute('aria-live', 'polite');

    waitOneStep();

    expect(caption()).toHaveTextContent(texts.steps.decomposition.title);
  });

  it('goes from the first step to the last on Previous', () => {
    const { texts, caption } = renderDemo();

    fireEvent.click(screen.getByRole('button', { name: texts.previous }));

    expect(caption()).toHaveTextContent(texts.steps.order.title);
  });

  it('pauses and plays again with the toggle', () => {
    const { texts, caption, waitOneStep } = renderDemo();

    fireEvent.click(screen.getByRole('button', { name: texts.pause }));
    waitOneStep();

    expect(caption()).toHaveTextContent(texts.steps.sales.title);

    fireEvent.click(screen.getByRole('button', { name: texts.play }));
    waitOneStep();

    expect(caption()).toHaveTextContent(texts.steps.decomposition.title);
    expect(screen.getByRole('button', { name: texts.pause })).toBeInTheDocument();
  });

  it('marks the current step in the step list and shows a chosen step', () => {
    const { texts, caption } = renderDemo();
    const steps = within(screen.getByRole('list', { name: texts.stepList }));

    expect(steps.getByRole('button', { name: /^Step 1 of 5/ })).toHaveAttribute(
      'aria-current',
      'step',
    );

    fireEvent.click(
      steps.getByRole('button', { name: `Step 4 of 5: ${texts.steps.anomaly.title}` }),
    );

    expect(caption()).toHaveTextContent(texts.steps.anomaly.title);
    expect(steps.getByRole('button', { name: /^Step 4 of 5/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(steps.getByRole('button', { name: /^Step 1 of 5/ })).not.toHaveAttribute('aria-current');
  });

  it('operates from the keyboard, in tab order', async () => {
    // user-event waits on real timers; reduced motion keeps the demo from moving meanwhile.
    vi.useRealTimers();
    preferReducedMotion(true);
    const user = userEvent.setup();
    const { texts, caption } = renderDemo();

    await user.tab();

    expect(screen.getByRole('button', { name: texts.previous })).toHaveFocus();

    await user.tab();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('button', { name: texts.pause })).toHaveFocus();

    await user.keyboard(' ');

    expect(screen.getByRole('button', { name: texts.play })).toHaveFocus();

    await user.tab();
    await user.keyboard('{Enter}');

    expect(caption()).toHaveTextContent(texts.steps.decomposition.title);

    await user.tab();

    expect(screen.getByRole('button', { name: /^Step 1 of 5/ })).toHaveFocus();
  });

  it('names the chart by its title and the current caption', () => {
    const { texts } = renderDemo();

    expect(
      screen.getByRole('img', { name: `${texts.chart.title} ${texts.steps.sales.title}` }),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: texts.next }));

    expect(
      screen.getByRole('img', { name: `${texts.chart.title} ${texts.steps.decomposition.title}` }),
    ).toBeInTheDocument();
  });

  it('starts paused and stays on the first step under reduced motion', () => {
    preferReducedMotion(true);
    const { texts, caption, waitOneStep } = renderDemo();

    waitOneStep();

    expect(screen.getByRole('button', { name: texts.play })).toBeInTheDocument();
    expect(caption()).toHaveTextContent(texts.steps.sales.title);
    expect(caption().parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it('plays under reduced motion when the visitor presses Play', () => {
    preferReducedMotion(true);
    const { texts, caption, waitOneStep } = renderDemo();

    fireEvent.click(screen.getByRole('button', { name: texts.play }));
    waitOneStep();

    expect(caption()).toHaveTextContent(texts.steps.decomposition.title);
  });

  it('speaks Hebrew, with the chart left to right and figures isolated', () => {
    const { texts, caption } = renderDemo('he');

    expect(caption()).toHaveTextContent(texts.steps.sales.title);
    expect(screen.getByRole('img').closest('figure')).toHaveAttribute('dir', 'ltr');

    fireEvent.click(screen.getByRole('button', { name: texts.previous }));

    expect(caption()).toHaveTextContent(texts.steps.order.title);
    const figures = caption().nextElementSibling?.querySelectorAll('bdi') ?? [];
    expect([...figures].map((figure) => figure.textContent)).toEqual(['3,900', '3,200']);
  });
});
