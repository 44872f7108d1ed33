import { describe, expect, it } from 'vitest';
import { wavesOf, type TimedRequest } from '../../../scripts/bench/navigation-waves';

/** A request to `name` from `start` to `end` ms after the click. */
const request = (name: string, start: number, end?: number): TimedRequest => ({
  url: `/assets/${name}.js`,
  start,
  end,
});

const names = (waves: TimedRequest[][]) =>
  waves.map((wave) => wave.map(({ url }) => url.replace(/^\/assets\/|\.js$/g, '')));

describe('wavesOf', () => {
  it('counts no wave when the navigation requested no script', () => {
    expect(wavesOf([])).toEqual({ count: 0, waves: [] });
  });

  it('puts the requests made before any response arrived in one wave', () => {
    const { count, waves } = wavesOf([
      request('page', 0, 152),
      request('dictionary', 1, 151),
      request('content', 3, 155),
    ]);
    expect(count).toBe(1);
    expect(names(waves)).toEqual([['page', 'dictionary', 'content']]);
  });

  it('counts each link of a chain that is discovered only on arrival as a wave of its own', () => {
    // Issue #35's chain with every script held back by 150 ms: each chunk names the next.
    const { count, waves } = wavesOf([
      request('PageRoutes', 0, 151),
      request('site', 153, 304),
      request('page-module', 306, 457),
      request('dictionary', 306, 458),
      request('content', 460, 611),
      request('document', 460, 612),
      request('islands-shared', 614, 765),
      request('illustration', 767, 918),
      request('marks', 920, 1071),
    ]);
    expect(count).toBe(7);
    expect(names(waves)).toEqual([
      ['PageRoutes'],
      ['site'],
      ['page-module', 'dictionary'],
      ['content', 'document'],
      ['islands-shared'],
      ['illustration'],
      ['marks'],
    ]);
  });

  it('gives a request that starts as a response ends the wave after that response', () => {
    const { waves } = wavesOf([request('site', 0, 150), request('page', 150, 300)]);
    expect(names(waves)).toEqual([['site'], ['page']]);
  });

  it('counts a request still in flight as the cause of nothing', () => {
    const { count } = wavesOf([request('stalled', 0), request('later', 400, 550)]);
    expect(count).toBe(1);
  });

  it('puts a request one wave after the latest wave whose response had arrived when it started', () => {
    // `slow` is wave 1 but arrives late; `fast`'s import (wave 2) has arrived by then, so what
    // starts after `slow` counts as wave 3: the round trips that had passed, an upper bound.
    const { waves } = wavesOf([
      request('fast', 0, 150),
      request('slow', 0, 400),
      request('import-of-fast', 152, 302),
      request('import-of-slow', 402, 552),
    ]);
    expect(names(waves)).toEqual([['fast', 'slow'], ['import-of-fast'], ['import-of-slow']]);
  });

  it('reads the requests in the order they started, whatever order they were recorded in', () => {
    const inOrder = [request('a', 0, 150), request('b', 152, 300), request('c', 160, 310)];
    expect(names(wavesOf([...inOrder].reverse()).waves)).toEqual([['a'], ['b', 'c']]);
  });
});
