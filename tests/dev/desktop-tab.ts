import type { TabFacts } from '../../src/dev/protocol';

/** A desktop tab's facts, as the bridge reads them at load (what a path would start from). */
export const TAB_FACTS: TabFacts = {
  url: 'http://localhost:5173/',
  viewport: { width: 1280, height: 800 },
  touch: false,
  userAgent: 'test',
  language: 'en',
  stored: {},
};
