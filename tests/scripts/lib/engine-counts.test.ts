import { describe, expect, it } from 'vitest';
import { engineCountsText, type EngineCounts } from '../../../scripts/lib/engine-counts';

const counts = (overrides: Partial<EngineCounts>): EngineCounts => ({
  suite: 'journeys',
  engine: 'webkit',
  ran: 70,
  passed: 70,
  flaky: 0,
  failed: 0,
  skipped: [],
  ...overrides,
});

describe('engineCountsText', () => {
  it('says what each engine ran, passed and failed, one line per suite', () => {
    expect(
      engineCountsText([counts({ engine: 'chromium', suite: 'e2e', ran: 44, passed: 44 })]),
    ).toBe('chromium e2e         44 ran,   44 passed, 0 failed, 0 skipped with a reason');
  });

  it('says how many passed only on their retry, among those passed', () => {
    expect(engineCountsText([counts({ flaky: 2 })])).toBe(
      'webkit journeys      70 ran,   70 passed (2 on a retry), 0 failed, 0 skipped with a reason',
    );
  });

  it('gives each reason for a skip once, with how many it skipped', () => {
    const reason = 'WebKit cannot: intercept a request';
    const text = engineCountsText([
      counts({
        ran: 68,
        passed: 68,
        skipped: [
          { title: 'a', reason },
          { title: 'b', reason },
        ],
      }),
    ]);
    expect(text.split('\n')).toEqual([
      'webkit journeys      68 ran,   68 passed, 0 failed, 2 skipped with a reason',
      `  webkit journeys, 2 skipped: ${reason}`,
    ]);
  });
});
