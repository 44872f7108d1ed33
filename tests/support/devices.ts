/** The devices the machine tests start on: real user agents, and a desktop computer's facts. */
import type { Language } from '../../machines/constants';
import type { DeviceFacts } from '../../machines/device';
import type { Environment } from '../../src/platform/environment';

export const USER_AGENTS = {
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
} as const;

/** A Windows computer with a standard-density 1920 × 1080 screen and no touch, with `overrides`. */
export const desktopFacts = (overrides: Partial<DeviceFacts> = {}): DeviceFacts => ({
  userAgent: USER_AGENTS.windows,
  devicePixelRatio: 1,
  maxTouchPoints: 0,
  screenWidth: 1920,
  screenHeight: 1080,
  ...overrides,
});

/**
 * What the app starts with on that computer, in a window `viewportWidth` wide (1280 by default;
 * 700 puts the side bar in a drawer), the page in `language`, nothing stored.
 */
export const desktopEnvironment = ({
  viewportWidth = 1280,
  language = 'en',
}: { viewportWidth?: number; language?: Language } = {}): Environment => ({
  language: { urlLanguage: language, storedLanguage: null },
  viewMode: { storedViewMode: null, ...desktopFacts(), viewportWidth },
});
