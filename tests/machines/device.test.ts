import { describe, expect, it } from 'vitest';
import { densityOf, describeDevice, resolveLayout } from '../../machines/device';
import { desktopFacts as facts, USER_AGENTS } from '../support/devices';

describe('describeDevice', () => {
  // SPEC §4 and §9: 2 or more is high density, 3 or more very high.
  it.each([
    [1.99, false, false, 'standard'],
    [2, true, false, 'high'],
    [2.99, true, false, 'high'],
    [3, true, true, 'very-high'],
  ] as const)(
    'treats a pixel ratio of %s as high density: %s, very high: %s (%s)',
    (devicePixelRatio, high, veryHigh, density) => {
      const device = describeDevice(facts({ devicePixelRatio }));

      expect(device.isHighDensity).toBe(high);
      expect(device.isVeryHighDensity).toBe(veryHigh);
      expect(densityOf(device)).toBe(density);
    },
  );

  it.each([
    ['an iPhone', USER_AGENTS.iPhone],
    ['an Android phone', USER_AGENTS.android],
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

  // SPEC §4: an iPhone with a screen side of 812 px or more is a modern iPhone.
  it.each([
    ['an iPhone 375 × 812', true, USER_AGENTS.iPhone, 375, 812],
    ['an iPhone 812 × 375 (landscape)', true, USER_AGENTS.iPhone, 812, 375],
    ['an iPhone 375 × 811', false, USER_AGENTS.iPhone, 375, 811],
    ['an Android phone 412 × 915', false, USER_AGENTS.android, 412, 915],
  ] as const)(
    'counts %s as a modern iPhone: %s',
    (_, modern, userAgent, screenWidth, screenHeight) => {
      const device = describeDevice(facts({ userAgent, screenWidth, screenHeight }));

      expect(device.isModernIPhone).toBe(modern);
    },
  );

  it('counts an iPhone user agent as iOS', () => {
    expect(describeDevice(facts({ userAgent: USER_AGENTS.iPhone })).isIOS).toBe(true);
  });

  it('counts an iPadOS Mac user agent with touch points as iOS', () => {
    const device = describeDevice(facts({ userAgent: USER_AGENTS.mac, maxTouchPoints: 5 }));

    expect(device.isIOS).toBe(true);
  });

  it('does not count a Mac without touch as iOS', () => {
    const device = describeDevice(facts({ userAgent: USER_AGENTS.mac, maxTouchPoints: 0 }));

    expect(device.isIOS).toBe(false);
  });

  it('does not count an Android phone as iOS', () => {
    expect(describeDevice(facts({ userAgent: USER_AGENTS.android, maxTouchPoints: 5 })).isIOS).toBe(
      false,
    );
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
