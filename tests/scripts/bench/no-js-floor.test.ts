import { describe, expect, it } from 'vitest';
import { withoutScripts } from '../../../scripts/bench/no-js-floor';
import { FIRST_WINDOW_BYTES, roundTrips } from '../../../scripts/lib/round-trips';

describe('a page’s no-JavaScript floor', () => {
  it('keeps everything but what a browser would run or fetch to run', () => {
    const page = [
      '<head><script>(function(){boot()})();</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<link rel="modulepreload" href="/assets/app.js">',
      '<link rel="preload" as="script" href="/assets/react.js">',
      '<link rel="preload" as="font" href="/assets/inter.woff2" crossorigin>',
      '<style>p{margin:0}</style></head>',
      '<body><p>Hello</p><script type="module" src="/assets/index.js"></script></body>',
    ].join('');
    expect(withoutScripts(page)).toBe(
      [
        '<head><script type="application/ld+json">{"@type":"Organization"}</script>',
        '<link rel="preload" as="font" href="/assets/inter.woff2" crossorigin>',
        '<style>p{margin:0}</style></head>',
        '<body><p>Hello</p></body>',
      ].join(''),
    );
  });
});

describe('round trips on a new connection', () => {
  it('are one up to the first window, then one more for each doubled window', () => {
    expect(roundTrips(1)).toBe(1);
    expect(roundTrips(FIRST_WINDOW_BYTES)).toBe(1);
    expect(roundTrips(FIRST_WINDOW_BYTES + 1)).toBe(2);
    expect(roundTrips(3 * FIRST_WINDOW_BYTES)).toBe(2);
    expect(roundTrips(3 * FIRST_WINDOW_BYTES + 1)).toBe(3);
    expect(roundTrips(7 * FIRST_WINDOW_BYTES + 1)).toBe(4);
  });
});
