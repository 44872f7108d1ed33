import { expect, test, type APIRequestContext } from '@playwright/test';
import { pngSize } from '../scripts/lib/png';
import { logoSvg } from '../src/brand/logo';
import { dictionaries, LANGUAGES, localizedPath, pageRoutes, type Language } from './support';
import { chromiumOnly, SAME_ON_EVERY_ENGINE } from './engines';

chromiumOnly(SAME_ON_EVERY_ENGINE);

/**
 * Link previews and app icons (docs/decisions/017-link-preview-images.md), as a crawler or a
 * browser gets them from the deployment: every page's `og:image` is a 1200 × 630 PNG of its own,
 * described in the page's language, and every icon the pages and the manifest name is there at
 * its size. Requests only, no page loads.
 */

/** The public origin the build names in its links (src/config/site.ts). */
const ORIGIN = 'https://www.kavana-analytics.co.il';
/** Images are not hashed, so they are cached for a day, never `immutable` (decision 017). */
const IMAGE_CACHE = 'public, max-age=86400';

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The content of a `<meta>` in a page's head, by its `property` or `name`. */
function meta(html: string, key: string): string | undefined {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`<meta (?:property|name)="${escaped}" content="([^"]*)">`).exec(html);
  return found ? decode(found[1]!) : undefined;
}

/** A URL on the site's public origin, as a path on the test server. */
function onTestServer(url: string): string {
  expect(url.startsWith(`${ORIGIN}/`), `${url} is on ${ORIGIN}`).toBe(true);
  return url.slice(ORIGIN.length);
}

/** Fetches a PNG and checks its status, type and caching; returns its bytes and header size. */
async function fetchPng(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toBe('image/png');
  // Not hashed, so never `immutable`: a changed title reaches caches within a day.
  expect(response.headers()['cache-control'], path).toBe(IMAGE_CACHE);
  const bytes = await response.body();
  return { bytes, size: pngSize(bytes) };
}

const HEBREW = /[\u0590-\u05FF]/;

test.describe('link-preview images', () => {
  for (const route of pageRoutes) {
    test(`${route.path}: each language's og:image is its own 1200 × 630 PNG, described in that language`, async ({
      request,
    }) => {
      const images = {} as Record<Language, Buffer>;
      for (const language of LANGUAGES) {
        const m = dictionaries[language];
        const path = localizedPath(route.path, language);
        const html = await (await request.get(path)).text();

        // The preview's title and description are the page's own.
        expect(meta(html, 'og:title'), path).toBe(`${m[route.title]} | ${m['site.name']}`);
        expect(meta(html, 'og:description'), path).toBe(m[route.description]);

        const image = meta(html, 'og:image');
        expect(image, `${path} og:image`).toBeDefined();
        expect(meta(html, 'og:image:type'), path).toBe('image/png');
        expect(meta(html, 'og:image:width'), path).toBe('1200');
        expect(meta(html, 'og:image:height'), path).toBe('630');
        expect(meta(html, 'twitter:card'), path).toBe('summary_large_image');
        expect(meta(html, 'twitter:image'), path).toBe(image);

        const alt = meta(html, 'og:image:alt');
        expect(alt, path).toBe(`${m[route.title]} — ${m['site.name']}`);
        expect(meta(html, 'twitter:image:alt'), path).toBe(alt);
        expect(HEBREW.test(alt ?? ''), `${path} alt "${alt}" is in ${language}`).toBe(
          language === 'he',
        );

        const { bytes, size } = await fetchPng(request, onTestServer(image!));
        expect(size, image).toEqual({ width: 1200, height: 630 });
        images[language] = bytes;
      }
      expect(images.en.equals(images.he), `${route.path}: English and Hebrew images differ`).toBe(
        false,
      );
    });
  }

  test('no two pages share an image', async ({ request }) => {
    const urls = await Promise.all(
      LANGUAGES.flatMap((language) =>
        pageRoutes.map(async (route) => {
          const html = await (await request.get(localizedPath(route.path, language))).text();
          return meta(html, 'og:image');
        }),
      ),
    );
    expect(new Set(urls).size).toBe(LANGUAGES.length * pageRoutes.length);
  });

  test('the not-found pages, which have no Open Graph tags, have no image either', async ({
    request,
  }) => {
    for (const path of ['/no-such-page', '/he/no-such-page']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<meta name="robots" content="noindex">');
      expect(meta(html, 'og:image'), path).toBeUndefined();
    }
  });
});

test.describe('app icons', () => {
  test('the favicon is the mark of src/brand/logo.ts, and every icon the manifest lists is there at its size', async ({
    request,
  }) => {
    const favicon = await request.get('/favicon.svg');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toContain('image/svg+xml');
    expect(favicon.headers()['cache-control']).toBe(IMAGE_CACHE);
    expect(await favicon.text()).toBe(logoSvg());

    const manifest = (await (await request.get('/site.webmanifest')).json()) as {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of pngs) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect((await fetchPng(request, icon.src)).size, icon.src).toEqual({ width, height });
    }
  });

  test('every page links the favicon and a 180 × 180 Apple touch icon, and its structured data names the 512 icon as the logo', async ({
    request,
  }) => {
    for (const language of LANGUAGES) {
      const html = await (await request.get(localizedPath('/', language))).text();
      expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
      const touch = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
      expect(touch, 'apple-touch-icon link').toBeDefined();
      expect((await fetchPng(request, touch!)).size).toEqual({ width: 180, height: 180 });

      const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
      const { logo } = JSON.parse(jsonLd ?? '{}') as { logo?: string };
      expect((await fetchPng(request, onTestServer(logo ?? ''))).size).toEqual({
        width: 512,
        height: 512,
      });
    }
  });
});
