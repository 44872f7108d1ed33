// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bandPath,
  Chart,
  chartDirection,
  linearScale,
  linePath,
  round,
  span,
} from '../../src/charts/kit';

afterEach(cleanup);

describe('the chart kit', () => {
  it('scales a value in proportion, also along a range that runs downwards', () => {
    expect(linearScale([0, 10], [100, 200])(5)).toBe(150);
    expect(linearScale([-2, 12], [16, 344])(-2)).toBe(16);
    // A value axis from the bottom (226) up to the top (34): 30 of 90 is a third of 192 up.
    expect(linearScale([0, 90], [226, 34])(30)).toBe(162);
  });

  it('rounds positions to a tenth', () => {
    expect([round(2.44), round(2.46), round(-1.04)]).toEqual([2.4, 2.5, -1]);
  });

  it('draws a line through points in turn, and a band out along one edge and back the other', () => {
    expect(
      linePath([
        [0, 1],
        [2, 3],
        [4, 5],
      ]),
    ).toBe('M0 1 L2 3 L4 5');
    expect(
      bandPath(
        [
          [0, 0],
          [1, 1],
        ],
        [
          [0, 5],
          [1, 6],
        ],
      ),
    ).toBe('M0 0 L1 1 L1 6 L0 5 Z');
  });

  it('spans a bar between two positions, whichever comes first', () => {
    expect(span(10, 4)).toEqual({ start: 4, size: 6 });
    expect(span(4, 10)).toEqual({ start: 4, size: 6 });
  });

  it('keeps left-to-right positions in English and mirrors reading positions in Hebrew', () => {
    const en = chartDirection('en');
    const he = chartDirection('he');
    expect([en.direction, en.start(16, 464), en.end(16, 464), en.fromStart(480, 16)]).toEqual([
      'ltr',
      16,
      464,
      16,
    ]);
    expect([he.direction, he.start(16, 464), he.end(16, 464), he.fromStart(480, 16)]).toEqual([
      'rtl',
      464,
      16,
      464,
    ]);
    // A text whose left edge is at x starts there in English and ends there in Hebrew.
    expect([en.anchorLeft, en.anchorRight]).toEqual(['start', 'end']);
    expect([he.anchorLeft, he.anchorRight]).toEqual(['end', 'start']);
  });

  it('is one image, named by its title and described by its text alternative', () => {
    render(
      <Chart width={400} height={300} title="Stock by day" description="Never empty." styles={{}}>
        <line x1={0} x2={10} y1={0} y2={0} />
      </Chart>,
    );
    const image = screen.getByRole('img', { name: 'Stock by day' });
    expect(image).toHaveAccessibleDescription('Never empty.');
    expect(image).toHaveAttribute('viewBox', '0 0 400 300');
  });

  it('lets a caption outside the chart name it too', () => {
    render(
      <>
        <p id="caption">Step one</p>
        <Chart
          width={640}
          height={380}
          title="Weekly sales"
          description="Sales by week."
          ids={{ title: 'chart-title', description: 'chart-description' }}
          labelledBy="chart-title caption"
          describedBy="chart-description"
          styles={{}}
        >
          <g />
        </Chart>
      </>,
    );
    expect(screen.getByRole('img', { name: 'Weekly sales Step one' })).toHaveAccessibleDescription(
      'Sales by week.',
    );
  });
});
