/**
 * The devices the generated paths run on (issue #8): each is a Playwright project in English and
 * in Hebrew, and the jsdom layer starts the app with the same facts. The e2e suite and the
 * benches take their desktop and phone from here too.
 */
import { LANGUAGES } from '../../machines/constants';
import type { Device, Project } from './model';

const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
/** A real iPhone's user agent: a device that forces the mobile view. */
export const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI =
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/**
 * Chromium's touch emulation reports one touch point, so the facts say 1 for the touch devices:
 * the paths are generated for what the browser really reports (the browser layer checks it).
 */
export const DEVICES: readonly Device[] = [
  {
    id: 'desktop',
    label: 'Desktop, 1280 × 800',
    viewport: { width: 1280, height: 800 },
    hasTouch: false,
    facts: {
      userAgent: DESKTOP_CHROME,
      devicePixelRatio: 1,
      maxTouchPoints: 0,
      screenWidth: 1280,
      screenHeight: 800,
    },
  },
  {
    id: 'narrow',
    label: 'Narrow desktop window, 700 × 800',
    viewport: { width: 700, height: 800 },
    hasTouch: false,
    facts: {
      userAgent: DESKTOP_CHROME,
      devicePixelRatio: 1,
      maxTouchPoints: 0,
      screenWidth: 700,
      screenHeight: 800,
    },
  },
  {
    id: 'phone',
    label: 'iPhone, 390 × 844, DPR 3, touch',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    facts: {
      userAgent: IPHONE_USER_AGENT,
      devicePixelRatio: 3,
      maxTouchPoints: 1,
      screenWidth: 390,
      screenHeight: 844,
    },
  },
  {
    id: 'tablet',
    label: 'iPad, 820 × 1180, DPR 2, touch',
    viewport: { width: 820, height: 1180 },
    hasTouch: true,
    facts: {
      userAgent: IPAD_SAFARI,
      devicePixelRatio: 2,
      maxTouchPoints: 1,
      screenWidth: 820,
      screenHeight: 1180,
    },
  },
];

export function deviceById(id: Device['id']): Device {
  const device = DEVICES.find((candidate) => candidate.id === id);
  if (!device) throw new Error(`No device ${id}`);
  return device;
}

export const PROJECTS: readonly Project[] = DEVICES.flatMap((device) =>
  LANGUAGES.map((language) => ({ id: `${device.id}-${language}`, device, language })),
);

export function projectById(id: string): Project {
  const project = PROJECTS.find((candidate) => candidate.id === id);
  if (!project)
    throw new Error(`No project ${id}; the projects are ${PROJECTS.map((p) => p.id).join(', ')}`);
  return project;
}
