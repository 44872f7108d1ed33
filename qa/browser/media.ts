/**
 * The page's colour scheme and motion preference on each Playwright engine. Chromium emulates
 * them per page (`page.emulateMedia`, the context's `colorScheme` and `reducedMotion`). Firefox
 * ESR over WebDriver BiDi takes the same calls and does nothing with them (`matchMedia` does not
 * change), but it follows its own preferences while it runs, as a visitor's system setting would
 * change: so each worker's Firefox is launched with its DevTools server on a Unix socket of the
 * worker's own, and that server's preference actor sets `ui.prefersReducedMotion` and
 * `layout.css.prefers-color-scheme.content-override`. They are the whole browser's, and a worker
 * runs one test at a time: `test` sets both from the test's options before it starts, and a path
 * that turns reduced motion on or off sets it again.
 */
import { rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * The socket of this worker's Firefox DevTools server. The config is loaded again in each worker
 * process, which launches one browser: the process id keeps two workers', and two runs', apart.
 */
const DEVTOOLS_SOCKET = join(tmpdir(), `paths-firefox-devtools-${process.pid}.sock`);

/** What Firefox is launched with to open its DevTools server, without asking, on the socket. */
export function firefoxMediaLaunch() {
  // A socket left by an earlier process of the same id would keep the server from listening;
  // Firefox leaves its own behind.
  rmSync(DEVTOOLS_SOCKET, { force: true });
  process.once('exit', () => rmSync(DEVTOOLS_SOCKET, { force: true }));
  return {
    args: [`--start-debugger-server=${DEVTOOLS_SOCKET}`],
    firefoxUserPrefs: {
      'devtools.debugger.remote-enabled': true,
      'devtools.chrome.enabled': true,
      'devtools.debugger.prompt-connection': false,
    },
  };
}

interface Packet {
  from?: string;
  error?: string;
  message?: string;
  [key: string]: unknown;
}

/**
 * A connection to the DevTools server (its remote protocol: each packet is its JSON's length in
 * bytes, a colon, the JSON). An actor answers its requests in the order they came.
 */
class DevTools {
  private buffer = Buffer.alloc(0);
  private readonly waiting = new Map<
    string,
    Array<{ resolve: (packet: Packet) => void; reject: (error: Error) => void }>
  >();

  private constructor(private readonly socket: Socket) {
    socket.on('close', () => {
      for (const queue of this.waiting.values())
        for (const { reject } of queue.splice(0))
          reject(new Error("Firefox's DevTools server went away"));
    });
    socket.on('data', (data: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, data]);
      for (;;) {
        const colon = this.buffer.indexOf(':');
        if (colon < 0) return;
        const length = Number(this.buffer.subarray(0, colon).toString());
        if (this.buffer.length < colon + 1 + length) return;
        const packet = JSON.parse(
          this.buffer.subarray(colon + 1, colon + 1 + length).toString(),
        ) as Packet;
        this.buffer = this.buffer.subarray(colon + 1 + length);
        // Anything not asked for (the root's greeting, events) is let go.
        this.waiting
          .get(packet.from ?? '')
          ?.shift()
          ?.resolve(packet);
      }
    });
  }

  static async open(path: string): Promise<DevTools> {
    const socket = connect(path);
    const devTools = new DevTools(socket);
    const greeting = devTools.answer('root');
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    await greeting;
    return devTools;
  }

  /** The next packet from `actor`. */
  private answer(actor: string): Promise<Packet> {
    return new Promise((resolve, reject) => {
      const queue = this.waiting.get(actor) ?? [];
      queue.push({ resolve, reject });
      this.waiting.set(actor, queue);
    });
  }

  async request(to: string, type: string, body: Record<string, unknown> = {}): Promise<Packet> {
    const answer = this.answer(to);
    const text = JSON.stringify({ to, type, ...body });
    this.socket.write(`${Buffer.byteLength(text)}:${text}`);
    const packet = await answer;
    if (packet.error) throw new Error(`Firefox's ${type}: ${packet.error} ${packet.message ?? ''}`);
    return packet;
  }
}

/** This worker's Firefox's preference actor, connected once. */
let preferences: Promise<(name: string, value: number) => Promise<void>> | null = null;

function firefoxPreferences() {
  preferences ??= (async () => {
    const devTools = await DevTools.open(DEVTOOLS_SOCKET);
    const root = await devTools.request('root', 'getRoot');
    const actor = root.preferenceActor as string;
    return async (name: string, value: number) => {
      await devTools.request(actor, 'setIntPref', { name, value });
    };
  })().catch((error: unknown) => {
    preferences = null;
    throw new Error(
      `Firefox's DevTools server does not answer on ${DEVTOOLS_SOCKET} (is it launched with firefoxMediaLaunch()?): ${String(error)}`,
    );
  });
  return preferences;
}

export interface Media {
  colorScheme?: 'light' | 'dark';
  reducedMotion?: boolean;
}

/** What the page's `matchMedia` says of what `media` names. */
const mediaOf = (page: Page) =>
  page.evaluate(() => ({
    colorScheme: matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
  }));

/**
 * The page's colour scheme and motion preference, where `media` names them: Chromium's emulation,
 * or Firefox's preferences (the browser's), once the page's `matchMedia` says so.
 */
export async function emulateMedia(page: Page, media: Media): Promise<void> {
  if (page.context().browser()?.browserType().name() !== 'firefox') {
    await page.emulateMedia({
      ...(media.colorScheme ? { colorScheme: media.colorScheme } : {}),
      ...(media.reducedMotion === undefined
        ? {}
        : { reducedMotion: media.reducedMotion ? 'reduce' : 'no-preference' }),
    });
    return;
  }
  const set = await firefoxPreferences();
  // 0 dark, 1 light; 1 reduce, 0 no preference.
  if (media.colorScheme)
    await set(
      'layout.css.prefers-color-scheme.content-override',
      media.colorScheme === 'dark' ? 0 : 1,
    );
  if (media.reducedMotion !== undefined)
    await set('ui.prefersReducedMotion', media.reducedMotion ? 1 : 0);
  // The content process hears of a preference after the parent has set it.
  await expect
    .poll(() => mediaOf(page), { message: "Firefox's page follows the preferences set" })
    .toMatchObject({ ...media });
}

/**
 * Playwright's `test`, with the test's `colorScheme` and `reducedMotion` options made true in
 * Firefox, which ignores them: its preferences are set from them before the test starts.
 */
export const test = base.extend<{ firefoxMedia: void }>({
  firefoxMedia: [
    async ({ browserName, colorScheme, reducedMotion, page }, use) => {
      if (browserName === 'firefox')
        await emulateMedia(page, {
          colorScheme: colorScheme === 'dark' ? 'dark' : 'light',
          reducedMotion: reducedMotion === 'reduce',
        });
      await use();
    },
    { auto: true },
  ],
});
