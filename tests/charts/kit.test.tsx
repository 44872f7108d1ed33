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

  it('draws a line through points in turn, each by its step from the one before, and a band out along one edge and back the other', () => {
    expect(
      linePath([
        [0, 1],
        [2, 3],
        [4, 5],
      ]),
    ).toBe('M0 1l2 2 2 2');
    expect(
      linePath([
        [16, 269.1],
        [26.3, 253.6],
        [36.6, 263.2],
      ]),
    ).toBe('M16 269.1l10.3-15.5 10.3 9.6');
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
    ).toBe('M0 0l1 1 0 5-1-1 Z');
  });

  it('lands every step of a long line on its point rounded to a tenth, without drift', () => {
    const x = linearScale([0, 59], [16, 624]);
    const y = linearScale([0, 2000], [320, 40]);
    const points = Array.from(
      { length: 60 },
      (_, week) => [x(week), y(900 + 700 * Math.sin(week))] as const,
    );
    const [start, steps] = linePath(points).slice(1).split('l');
    const numbers = (text = '') => (text.match(/-?[\d.]+/g) ?? []).map(Number);
    let [atX = 0, atY = 0] = numbers(start);
    const reached = [[atX, atY]];
    const deltas = numbers(steps);
    for (let index = 0; index < deltas.length; index += 2) {
      atX += deltas[index]!;
      atY += deltas[index + 1]!;
      reached.push([atX, atY]);
    }
    expect(reached).toHaveLength(points.length);
    reached.forEach(([reachedX, reachedY], index) => {
      const [pointX, pointY] = points[index]!;
      expect(reachedX).toBeCloseTo(round(pointX), 9);
      expect(reachedY).toBeCloseTo(round(pointY), 9);
    });
  });

  it('draws no path through no points', () => {
    expect(linePath([])).toBe('');
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
