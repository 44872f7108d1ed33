/**
 * Debian's Chromium, as every browser run here starts it (Playwright's and Lighthouse's own
 * browser downloads are not available): `CHROME_PATH` overrides the path. Without the
 * background-networking flags Chromium keeps trying to reach Google's hosts on a closed network.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;
