import { describe, expect, it } from 'vitest';
import {
  earlyTapRun,
  formatEarlyTapTable,
  summarizeEarlyTaps,
  type EarlyTapRun,
} from '../../../scripts/bench/early-tap';

/** A tap before start-up: `waitMs` to the open drawer, `liveAfterTapMs` to the app live. */
const early = (waitMs: number, liveAfterTapMs: number): EarlyTapRun => ({
  early: true,
  waitMs,
  liveAfterTapMs,
});
/** A run whose tap found the app live already. */
const late = (waitMs: number, liveAfterTapMs: number): EarlyTapRun => ({
  early: false,
  waitMs,
  liveAfterTapMs,
});

describe('earlyTapRun', () => {
  it('times the open drawer and the app going live from the tap', () => {
    expect(earlyTapRun({ tap: 812.5, tapWhileLive: false, live: 1190.5, open: 1237 })).toEqual(
      early(424.5, 378),
    );
  });

  it('is no early tap when the app was live as the tap landed', () => {
    expect(earlyTapRun({ tap: 2000, tapWhileLive: true, live: 1500, open: 2040 })).toEqual(
      late(40, -500),
    );
  });

  it('goes by the page as the click was dispatched, not by the event’s timeStamp', () => {
    // The click was queued before start-up ended but dispatched after: the app handled it itself.
    expect(earlyTapRun({ tap: 1000, tapWhileLive: true, live: 1010, open: 1060 }).early).toBe(
      false,
    );
  });
});

describe('summarizeEarlyTaps', () => {
  it('takes the medians of the early runs only, and keeps every run', () => {
    const runs = [early(400, 350), late(30, -200), early(500, 470), early(450, 390)];
    expect(summarizeEarlyTaps('/he', runs)).toEqual({
      path: '/he',
      earlyRuns: 3,
      medianWaitMs: 450,
      medianLiveAfterTapMs: 390,
      runs,
    });
  });

  it('averages the middle two of an even count', () => {
    const summary = summarizeEarlyTaps('/', [early(400, 300), early(500, 420)]);
    expect(summary.medianWaitMs).toBe(450);
    expect(summary.medianLiveAfterTapMs).toBe(360);
  });

  it('has no median when no tap was early', () => {
    expect(summarizeEarlyTaps('/', [late(30, -200)])).toMatchObject({
      earlyRuns: 0,
      medianWaitMs: null,
      medianLiveAfterTapMs: null,
    });
  });
});

describe('formatEarlyTapTable', () => {
  it('gives each page its medians, how many runs were early, and every run', () => {
    const table = formatEarlyTapTable([
      summarizeEarlyTaps('/', [early(412.4, 380.2), late(35.6, -120)]),
      summarizeEarlyTaps('/he', [late(41, -90)]),
    ]);
    expect(table.split('\n')).toEqual([
      'page  wait ms  live − tap ms  early runs  runs: wait (live − tap) ms',
      '--------------------------------------------------------------------',
      '/         412            380      1 of 2  412 (380), 36 (app already live)',
      '/he         –              –      0 of 1  41 (app already live)',
    ]);
  });
});
