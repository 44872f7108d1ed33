// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChartFigure, LegendKey, legendOf, Swatch } from '../../src/charts/ChartFigure';

afterEach(cleanup);

const frame = { width: 400, height: 300, title: 'Stock by day', styles: {} };

describe('a chart’s figure', () => {
  it('draws the chart left to right, then its caption: the legend, then the words', () => {
    render(
      <ChartFigure
        language="en"
        chart={frame}
        legend={legendOf(['nightly', 'fixed'], { nightly: 'Nightly', fixed: 'Fixed' }, (mark) => (
          <LegendKey>
            <circle cx={8} cy={8} r={mark === 'nightly' ? 6 : 4} />
          </LegendKey>
        ))}
        caption="Made-up data."
      >
        <line x1={0} x2={10} y1={0} y2={0} />
      </ChartFigure>,
    );
    const figure = screen.getByRole('figure');
    const image = within(figure).getByRole('img', { name: 'Stock by day' });
    expect(image.parentElement).toHaveAttribute('dir', 'ltr');
    const caption = figure.querySelector('figcaption')!;
    expect(caption.lastChild).toHaveProperty('textContent', 'Made-up data.');
    const entries = within(caption).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['Nightly', 'Fixed']);
    // The keys are decoration: the labels say what each mark is.
    for (const entry of entries) {
      expect(entry.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('isolates left-to-right runs of its words in Hebrew, not the drawing', () => {
    render(
      <ChartFigure
        language="he"
        chart={frame}
        legend={[
          { key: 'sku', mark: <Swatch look={{ background: 'red' }} />, label: 'מק״ט SKU-12' },
        ]}
        caption="נתונים לדוגמה, 2024."
      >
        <g />
      </ChartFigure>,
    );
    const figure = screen.getByRole('figure');
    expect(within(figure).getByRole('listitem').querySelector('bdi')).toHaveTextContent('SKU-12');
    expect(figure.querySelector('figcaption > bdi')).toHaveTextContent('2024');
  });

  it('shows the drawings it is given when it has no frame: one chart in several geometries', () => {
    render(
      <ChartFigure language="en" caption="Two widths." card>
        <svg role="img" aria-label="Wide" />
        <svg role="img" aria-label="Compact" />
      </ChartFigure>,
    );
    const figure = screen.getByRole('figure');
    expect(figure.querySelector('figcaption')).toHaveTextContent('Two widths.');
    expect(
      within(figure)
        .getAllByRole('img')
        .map((image) => image.getAttribute('aria-label')),
    ).toEqual(['Wide', 'Compact']);
    expect(within(figure).queryByRole('list')).toBeNull();
  });
});
