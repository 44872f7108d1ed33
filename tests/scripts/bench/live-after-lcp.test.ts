import { describe, expect, it } from 'vitest';
import {
  formatLiveAfterLcpTable,
  summarizeLiveAfterLcp,
} from '../../../scripts/bench/live-after-lcp';

describe('summarizeLiveAfterLcp', () => {
  it('takes the median of a page’s runs and keeps every run', () => {
    expect(summarizeLiveAfterLcp('/he', [727, 1210, 690, 812, 705])).toEqual({
      path: '/he',
      medianMs: 727,
      runs: [727, 1210, 690, 812, 705],
    });
  });
});

describe('formatLiveAfterLcpTable', () => {
  it('says of each page whether its median is within issue #46’s 1 s, with every run', () => {
    const table = formatLiveAfterLcpTable([
      summarizeLiveAfterLcp('/', [715.4, 1000, 1020.2]),
      summarizeLiveAfterLcp('/he', [1000.6, 1104, 990]),
    ]);
    expect(table.split('\n')).toEqual([
      'page  live − LCP ms  within  runs (ms)',
      '--------------------------------------',
      '/              1000  yes     715, 1000, 1020',
      '/he            1001  no      1001, 1104, 990',
    ]);
  });
});
