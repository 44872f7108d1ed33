import type { ChartRef } from '../../../charts/chart-registry';
import { type Definition, figure, type SplitBody, type Step } from '../../../content/page-document';
import type { ContentIconName } from '../../../config/icons/content-icons';
import { IconTerms } from './IconTerms';
import { Timeline } from './Timeline';

/** The three inputs of the staffing calculation, in the order shown, and each one's icon. */
const inputIcons = {
  arrivals: 'users',
  visitTime: 'timer',
  target: 'target',
} as const satisfies Record<string, ContentIconName>;

type Input = keyof typeof inputIcons;

/**
 * What we do: the three inputs of the staffing calculation, each with its icon, beside the chart
 * of one day. The layout both languages of the queue management page share, like the next one;
 * each document gives it its own words.
 */
export const inputsBesideChart = (
  inputs: Record<Input, Definition>,
  texts: ChartRef<'queueManagement'>['texts'],
): SplitBody => ({
  kind: 'split',
  gap: 'xxl',
  columns: [
    {
      width: 'narrow',
      body: figure(IconTerms, {
        items: (Object.keys(inputIcons) as Input[]).map((input) => ({
          icon: inputIcons[input],
          ...inputs[input],
        })),
      }),
    },
    { width: 'wideChart', body: { kind: 'chart', chart: { id: 'queueManagement', texts } } },
  ],
});

/** How an engagement runs: the timeline, beside the checklist of what we need from the client. */
export const timelineBesideNeeds = (
  stages: readonly Step[],
  needs: { title: string; checklist: readonly string[] },
): SplitBody => ({
  kind: 'split',
  gap: 'xxl',
  columns: [
    { width: 'main', body: figure(Timeline, { items: stages }) },
    { width: 'narrow', body: { kind: 'aside', ...needs } },
  ],
});
