import {
  BREAKPOINTS,
  DENSITY,
  MODERN_IPHONE_SCREEN_SIDE,
  type Layout,
  type ViewMode,
} from './constants';

/** Facts about the device, read once at start-up by the browser edge and passed in as input. */
export interface DeviceFacts {
  userAgent: string;
  devicePixelRatio: number;
  maxTouchPoints: number;
  screenWidth: number;
  screenHeight: number;
}

export interface DeviceInfo {
  /** A mobile user agent, or a high-density touch screen (SPEC §4). */
  isMobile: boolean;
  isHighDensity: boolean;
  isVeryHighDensity: boolean;
  isIOS: boolean;
  isModernIPhone: boolean;
}

const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;
const IOS_USER_AGENT = /iPad|iPhone|iPod/;

export function describeDevice(facts: DeviceFacts): DeviceInfo {
  const isHighDensity = facts.devicePixelRatio >= DENSITY.high;
  const isTouch = facts.maxTouchPoints > 0;
  // iPadOS reports itself as a Mac; a Mac with a touch screen is an iPad.
  const isIOS =
    IOS_USER_AGENT.test(facts.userAgent) ||
    (/Macintosh/.test(facts.userAgent) && facts.maxTouchPoints > 1);
  const isIPhone = /iPhone/.test(facts.userAgent);
  return {
    isMobile: MOBILE_USER_AGENT.test(facts.userAgent) || (isHighDensity && isTouch),
    isHighDensity,
    isVeryHighDensity: facts.devicePixelRatio >= DENSITY.veryHigh,
    isIOS,
    isModernIPhone:
      isIPhone && Math.max(facts.screenWidth, facts.screenHeight) >= MODERN_IPHONE_SCREEN_SIDE,
  };
}

/** In `auto`, the layout follows the viewport: mobile up to 767 px, desktop above. */
export function resolveLayout(mode: ViewMode, viewportWidth: number): Layout {
  if (mode !== 'auto') return mode;
  return viewportWidth <= BREAKPOINTS.mobileMax ? 'mobile' : 'desktop';
}

export type Density = 'standard' | 'high' | 'very-high';

export function densityOf(device: DeviceInfo): Density {
  if (device.isVeryHighDensity) return 'very-high';
  return device.isHighDensity ? 'high' : 'standard';
}
