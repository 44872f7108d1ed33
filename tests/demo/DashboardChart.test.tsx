// @vitest-environment jsdom
/**
 * What the demo's chart draws in the prerendered page and once the island is live: the server's
 * markup carries only the layers its step shows, and hydration finds exactly that markup before
 * the other layers are drawn, hidden, for the steps to come.
 */
import { act, cleanup, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DashboardChart, type DashboardChartProps } from '../../src/demo/DashboardChart';
import { demoTexts } from '../../src/demo/demo.content';
import { loadDemoTexts } from '../../src/demo/demo.loader';

beforeAll(() => loadDemoTexts('en'));
afterEach(cleanup);

const props = (): DashboardChartProps => ({
  step: 'sales',
  texts: demoTexts.en.chart,
  language: 'en',
  titleId: 'title',
  descriptionId: 'description',
  labelledBy: 'title',
  describedBy: 'description',
});

/** Each layer in the markup, in order, as `name:shown`. */
const layersIn = (root: ParentNode) =>
  Array.from(
    root.querySelectorAll<SVGGElement>('[data-layer]'),
    (layer) => `${layer.dataset.layer}:${layer.dataset.shown}`,
  );

const EVERY_LAYER_ON_THE_FIRST_STEP = [
  'sales:true',
  'trend:false',
  'fitted:false',
  'forecast:false',
  'anomaly:false',
  'order:false',
];

describe('the demo’s chart', () => {
  it('prerenders only the layers its step shows, and draws the others hidden once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<DashboardChart {...props()} />);
    document.body.append(container);
    expect(layersIn(container)).toEqual(['sales:true']);
    expect(container).not.toHaveTextContent(demoTexts.en.chart.recommendedOrder);

    const onRecoverableError = vi.fn();
    const root = await act(() =>
      hydrateRoot(container, <DashboardChart {...props()} />, { onRecoverableError }),
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(layersIn(container)).toEqual(EVERY_LAYER_ON_THE_FIRST_STEP);
    expect(container).toHaveTextContent(demoTexts.en.chart.recommendedOrder);
    act(() => root.unmount());
    container.remove();
  });

  it('draws every layer at once where the browser mounts it (after a client-side navigation)', () => {
    const { container } = render(<DashboardChart {...props()} />);
    expect(layersIn(container)).toEqual(EVERY_LAYER_ON_THE_FIRST_STEP);
  });
});
