// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { legibleBelow, Words } from '../../src/charts/marks';

afterEach(cleanup);

describe('the illustrations’ marks', () => {
  it('sizes every text, and each kind of text, per container width in the order given', () => {
    expect(legibleBelow({ '30rem': { text: 18, rate: 20 }, '22rem': { text: 21 } })).toEqual({
      '@container (max-width: 30rem)': {
        '& text': { fontSize: 18 },
        '& [data-text="rate"]': { fontSize: 20 },
      },
      '@container (max-width: 22rem)': { '& text': { fontSize: 21 } },
    });
  });

  it('writes words in the page’s direction, centred unless anchored, tagged by kind', () => {
    const { container } = render(
      <svg>
        <Words x={10} y={20} direction="rtl" kind="axis">
          ימים
        </Words>
        <Words x={5} y={6} direction="ltr" anchor="end">
          Days
        </Words>
      </svg>,
    );
    const [axis, plain] = container.querySelectorAll('text');
    expect(axis?.getAttribute('direction')).toBe('rtl');
    expect(axis?.getAttribute('text-anchor')).toBe('middle');
    expect(axis?.dataset.text).toBe('axis');
    expect(plain?.getAttribute('text-anchor')).toBe('end');
    expect(plain?.hasAttribute('data-text')).toBe(false);
  });
});
