// @vitest-environment jsdom
/**
 * The inspector page as a developer first uses it: the app moved on, the log shows what it did,
 * and **Step back** is pressed with no entry selected. The charts' drawings are left out (ELK
 * lays them out in a real browser; e2e/inspector.spec.ts draws them); the chart cards' values,
 * the log and the time-travel toolbar are what this reads.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromCallback } from 'xstate';
import { Inspector } from '../../../src/dev/inspector/Inspector';
import { inspectorMachine } from '../../../src/dev/inspector.machine';
import type { ChannelCommand, InspectorEvent } from '../../../src/dev/inspector-types';
import type { SnapshotMessage } from '../../../src/dev/protocol';
import { TAB_FACTS } from '../desktop-tab';

vi.mock('../../../src/dev/chart-layout', () => ({
  chartLayout: () => new Promise(() => {}),
  FONTS: { title: '', small: '' },
}));

afterEach(cleanup);

/** Does `work` in an awaited `act`: the chart cards suspend while they wait for their layout. */
const settled = (work: () => unknown) =>
  act(() => {
    work();
    return Promise.resolve();
  });

/** The page, with a channel to one app tab that the test speaks for. */
async function openInspector() {
  const posted: ChannelCommand['message'][] = [];
  let toPage: ((event: InspectorEvent) => void) | undefined;
  const channel = fromCallback<ChannelCommand>(({ sendBack, receive }) => {
    toPage = sendBack;
    receive((command) => posted.push(command.message));
  });
  await settled(() =>
    render(
      <Inspector
        machine={inspectorMachine.provide({ actors: { channel } })}
        input={{ restored: null, notice: null }}
      />,
    ),
  );
  let time = 0;
  /** The side bar of tab `a` reports a step of the app's system. */
  const sideBar = (eventType: string, value: string, persisted: string) =>
    settled(() =>
      toPage!({
        type: 'app.message',
        message: {
          kind: 'snapshot',
          tab: { id: 'a', page: '/about', facts: TAB_FACTS },
          actor: { key: 'sideBar', machineId: 'sideBar' },
          event: { type: eventType, payload: {} },
          value,
          context: {},
          status: 'active',
          time: (time += 1),
          system: { root: 'app', persisted },
        } satisfies SnapshotMessage,
      }),
    );
  return { posted, sideBar };
}

const stepBack = () => screen.getByRole('button', { name: 'Step back' });
const sideBarValue = () => screen.getByTestId('value-sideBar');
const entry = (n: number) =>
  screen.getByRole('button', { name: new RegExp(`^Go to entry ${n}: `) }).closest('li')!;

describe('Step back on the inspector page', () => {
  it('is there from live, and goes to the state before the newest entry of the log', async () => {
    const { posted, sideBar } = await openInspector();
    expect(stepBack()).toBeDisabled();
    await sideBar('sideBar.close', 'closed', 'p1');
    // One entry: nothing before it to go to.
    expect(stepBack()).toBeDisabled();
    await sideBar('sideBar.toggle', 'open', 'p2');
    expect(sideBarValue()).toHaveTextContent('"open"');
    expect(screen.getByText('Step back, or select an entry, to go back to it.')).toBeVisible();

    await settled(() => stepBack().click());

    // The entry before the newest is selected, the newest is the future, the chart is back.
    expect(within(entry(1)).getByRole('button', { current: 'step' })).toBeVisible();
    expect(entry(2)).toHaveAttribute('data-future', 'true');
    expect(sideBarValue()).toHaveTextContent('"closed" (at the selected entry)');
    expect(screen.getByText('Showing the tab as it was after entry 1.')).toBeVisible();
    expect(posted.at(-1)).toEqual({
      kind: 'travel',
      tab: 'a',
      systems: [{ root: 'app', persisted: 'p1' }],
    });
    expect(stepBack()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Step forward' })).toBeEnabled();

    await settled(() => screen.getByRole('button', { name: 'Resume' }).click());
    expect(sideBarValue()).toHaveTextContent('"open"');
    expect(posted.at(-1)).toEqual({ kind: 'resume', tab: 'a' });
    expect(stepBack()).toBeEnabled();
  });
});
