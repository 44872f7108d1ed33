import { describe, expect, it } from 'vitest';
import { DENSITY, MODERN_IPHONE_SCREEN_SIDE } from '../../machines/constants';
import { densityOf, describeDevice, resolveLayout, type DeviceFacts } from '../../machines/device';

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const MAC_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

const facts = (overrides: Partial<DeviceFacts> = {}): DeviceFacts => ({
  userAgent: DESKTOP_UA,
  devicePixelRatio: 1,
  maxTouchPoints: 0,
  screenWidth: 1920,
  screenHeight: 1080,
  ...overrides,
});

describe('describeDevice', () => {
  it('treats a pixel ratio just under 2 as standard density', () => {
    const device = describeDevice(facts({ devicePixelRatio: 1.99 }));

    expect(device.isHighDensity).toBe(false);
    expect(densityOf(device)).toBe('standard');
  });

  it('treats a pixel ratio of 2 as high but not very high density', () => {
    const device = describeDevice(facts({ devicePixelRatio: DENSITY.high }));

    expect(device.isHighDensity).toBe(true);
    expect(device.isVeryHighDensity).toBe(false);
    expect(densityOf(device)).toBe('high');
  });

  it('treats a pixel ratio just under 3 as high density only', () => {
    const device = describeDevice(facts({ devicePixelRatio: 2.99 }));

    expect(device.isVeryHighDensity).toBe(false);
    expect(densityOf(device)).toBe('high');
  });

  it('treats a pixel ratio of 3 as very high density', () => {
    const device = describeDevice(facts({ devicePixelRatio: DENSITY.veryHigh }));

    expect(device.isHighDensity).toBe(true);
    expect(device.isVeryHighDensity).toBe(true);
    expect(densityOf(device)).toBe('very-high');
  });

  it.each([
    ['an iPhone', IPHONE_UA],
    ['an Android phone', ANDROID_UA],
  ])('counts %s user agent as mobile', (_, userAgent) => {
    expect(describeDevice(facts({ userAgent })).isMobile).toBe(true);
  });

  it('counts a high-density touch screen as mobile whatever its user agent', () => {
    const device = describeDevice(facts({ devicePixelRatio: 2, maxTouchPoints: 5 }));

    expect(device.isMobile).toBe(true);
  });

  it('does not count a high-density screen without touch as mobile', () => {
    const device = describeDevice(facts({ devicePixelRatio: 2, maxTouchPoints: 0 }));

    expect(device.isMobile).toBe(false);
  });

  it('does not count a standard-density touch screen with a desktop user agent as mobile', () => {
    const device = describeDevice(facts({ devicePixelRatio: 1, maxTouchPoints: 10 }));

    expect(device.isMobile).toBe(false);
  });

  it('counts an iPhone with a screen side of 812 px as a modern iPhone', () => {
    const device = describeDevice(
      facts({ userAgent: IPHONE_UA, screenWidth: 375, screenHeight: MODERN_IPHONE_SCREEN_SIDE }),
    );

    expect(device.isModernIPhone).toBe(true);
  });

  it('counts the long side in landscape too', () => {
    const device = describeDevice(
      facts({ userAgent: IPHONE_UA, screenWidth: MODERN_IPHONE_SCREEN_SIDE, screenHeight: 375 }),
    );

    expect(device.isModernIPhone).toBe(true);
  });

  it('does not count an iPhone with a screen side of 811 px as a modern iPhone', () => {
    const device = describeDevice(
      facts({
        userAgent: IPHONE_UA,
        screenWidth: 375,
        screenHeight: MODERN_IPHONE_SCREEN_SIDE - 1,
      }),
    );

    expect(device.isModernIPhone).toBe(false);
  });

  it('does not count a tall Android phone as a modern iPhone', () => {
    const device = describeDevice(
      facts({ userAgent: ANDROID_UA, screenWidth: 412, screenHeight: 915 }),
    );

    expect(device.isModernIPhone).toBe(false);
  });

  it('counts an iPhone user agent as iOS', () => {
    expect(describeDevice(facts({ userAgent: IPHONE_UA })).isIOS).toBe(true);
  });

  it('counts an iPadOS Mac user agent with touch points as iOS', () => {
    const device = describeDevice(facts({ userAgent: MAC_UA, maxTouchPoints: 5 }));

    expect(device.isIOS).toBe(true);
  });

  it('does not count a Mac without touch as iOS', () => {
    const device = describeDevice(facts({ userAgent: MAC_UA, maxTouchPoints: 0 }));

    expect(device.isIOS).toBe(false);
  });

  it('does not count an Android phone as iOS', () => {
    expect(describeDevice(facts({ userAgent: ANDROID_UA, maxTouchPoints: 5 })).isIOS).toBe(false);
  });
});

describe('resolveLayout', () => {
  it('resolves auto to the mobile layout at 767 px', () => {
    expect(resolveLayout('auto', 767)).toBe('mobile');
  });

  it('resolves auto to the desktop layout at 768 px', () => {
    expect(resolveLayout('auto', 768)).toBe('desktop');
  });

  it('keeps a forced mobile mode on a wide viewport', () => {
    expect(resolveLayout('mobile', 1920)).toBe('mobile');
  });

  it('keeps a forced desktop mode on a narrow viewport', () => {
    expect(resolveLayout('desktop', 320)).toBe('desktop');
  });
});
