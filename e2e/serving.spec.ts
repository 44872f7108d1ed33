import { expect, test } from '@playwright/test';
import { inlineStyleHashes } from '../server/rendered-html';
import {
  DIRECTION,
  dictionaries,
  documentTitle,
  headingOf,
  keysOf,
  LANGUAGES,
  localizedPath,
  pageRoutes,
  visit,
} from './support';
import { chromiumOnly, SAME_ON_EVERY_ENGINE } from './engines';

chromiumOnly(SAME_ON_EVERY_ENGINE);

/**
 * The deployment: deploy/nginx.conf in a real nginx serving the prerendered build
 * (playwright.config.ts starts it). What a crawler and a browser get before any script runs.
 */

/** The public origin the build names in its links (src/config/site.ts). */
const ORIGIN = 'https://www.kavana-analytics.co.il';

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

test.describe('prerendered HTML', () => {
  for (const language of LANGUAGES) {
    const m = dictionaries[language];
    for (const route of pageRoutes) {
      const path = localizedPath(route.path, language);
      test(`${path} arrives as finished ${language} HTML with its heading, title, description and alternates`, async ({
        request,
      }) => {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        const html = decode(await response.text());

        expect(html).toContain(`<html lang="${language}" dir="${DIRECTION[language]}">`);
        expect(html).toMatch(new RegExp(`<h1[^>]*>[^]*?${escape(headingOf(route, m))}`));
        expect(html).toContain(`<title>${documentTitle(keysOf(route).title, m)}</title>`);
        expect(html).toContain(`<meta name="description" content="${m[route.description]}"/>`);
        expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}">`);
        for (const alternate of LANGUAGES) {
          expect(html).toContain(
            `<link rel="alternate" hreflang="${alternate}" href="${ORIGIN}${localizedPath(route.path, alternate)}">`,
          );
        }
        expect(html).toContain(
          `<link rel="alternate" hreflang="x-default" href="${ORIGIN}${route.path}">`,
        );
        expect(html).toContain(
          `<meta property="og:locale" content="${language === 'he' ? 'he_IL' : 'en_US'}">`,
        );
        // The company as structured data, on the home page only.
        expect(html.includes('<script type="application/ld+json">')).toBe(route.id === 'home');
        // Every title and description is the page's own.
        expect(html.match(/<title>/g)).toHaveLength(1);
      });
    }
  }

  test('titles and descriptions are unique across pages and languages', () => {
    const titles = LANGUAGES.flatMap((l) => pageRoutes.map((r) => dictionaries[l][r.title]));
    const descriptions = LANGUAGES.flatMap((l) =>
      pageRoutes.map((r) => dictionaries[l][r.description]),
    );
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('status codes and headers', () => {
  test('unknown paths get the not-found page of their language with status 404', async ({
    request,
  }) => {
    for (const [path, language] of [
      ['/no-such-page', 'en'],
      ['/services/nope', 'en'],
      ['/he/no-such-page', 'he'],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${language}"`);
      expect(html, path).toContain(dictionaries[language]['notFound.heading']);
      expect(html, path).toContain('<meta name="robots" content="noindex">');
    }
  });

  test('every response carries the security headers, with one policy that allows no inline code or style but the hashed boot script and the document’s own styles', async ({
    request,
  }) => {
    for (const path of [
      '/',
      '/he/about',
      '/about/',
      '/services/sales',
      '/no-such-page',
      '/he/no-such-page',
      '/favicon.svg',
      '/contact',
    ]) {
      const response = await request.get(path);
      const headers = response.headers();
      const policies = response
        .headersArray()
        .filter(({ name }) => name.toLowerCase() === 'content-security-policy');
      expect(policies, path).toHaveLength(1);
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toMatch(/^default-src 'none';/);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
      expect(csp, path).not.toMatch(/unsafe-(inline|eval|hashes)/);
      // A page's `<style>` elements and no other page's; the contact page's also those of the
      // form the service renders again after a refused post. The icon, no document: none.
      const allowed = /style-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
      const own = ["'self'", ...inlineStyleHashes(await response.text()).map((h) => `'${h}'`)];
      if (path === '/contact') expect(allowed, path).toEqual(expect.arrayContaining(own));
      else expect(allowed.sort(), path).toEqual([...new Set(own)].sort());
      expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
      expect(headers['strict-transport-security'], path).toContain('max-age=');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
    }
  });

  test('hashed assets are cached for a year, HTML is revalidated, and both come precompressed', async ({
    request,
  }) => {
    const html = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(html.headers()['cache-control']).toBe('no-cache');
    expect(html.headers()['content-encoding']).toBe('gzip');

    const entry = /<meta name="app-modules" content="([^" ]+)/.exec(await html.text())?.[1];
    expect(entry).toMatch(/^\/assets\/.+\.js$/);
    const asset = await request.get(entry!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
  });

  test('the sitemap lists every indexable page in both languages with its alternates, and robots.txt points at it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const indexable = pageRoutes.filter((route) => !('indexable' in route) || route.indexable);
    for (const route of pageRoutes) {
      for (const language of LANGUAGES) {
        const loc = `<loc>${ORIGIN}${localizedPath(route.path, language)}</loc>`;
        if (indexable.includes(route)) expect(sitemap).toContain(loc);
        else {
          // The contact form's thank-you page: reached by sending the form, never from a search.
          expect(sitemap).not.toContain(loc);
          const html = await (await request.get(localizedPath(route.path, language))).text();
          expect(html).toContain('<meta name="robots" content="noindex">');
        }
      }
    }
    expect(sitemap.match(/<url>/g)).toHaveLength(indexable.length * LANGUAGES.length);
    expect(sitemap).toContain('hreflang="x-default"');
    expect(await (await request.get('/robots.txt')).text()).toContain(
      `Sitemap: ${ORIGIN}/sitemap.xml`,
    );
    const manifest = await request.get('/site.webmanifest');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    expect((await request.get('/favicon.svg')).status()).toBe(200);
  });
});

test.describe('in the browser', () => {
  test('the prerendered page stays on screen while the app loads: no spinner on first load', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    // The load event waits for the held script; the page must not.
    await page.goto('/he/about', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      headingOf(
        pageRoutes.find((r) => r.id === 'about')!,
        dictionaries.he,
      ),
    );
    await expect(page.getByRole('status')).toHaveCount(0);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  test('the app loads its modules with the integrity the page names: a changed module is refused', async ({
    page,
  }) => {
    await visit(page, '/');
    const loaded = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
          'link[rel="modulepreload"], script[type="module"]',
        ),
      ].map((element) => element.integrity),
    );
    expect(loaded.length).toBeGreaterThan(5);
    for (const integrity of loaded) expect(integrity).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);

    const other = await page.context().newPage();
    await other.route('**/assets/index-*.js', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\n// changed` });
    });
    const refused = other.waitForEvent('console', (message) => /integrity/i.test(message.text()));
    await other.goto('/');
    expect((await refused).text()).toContain('blocked');
    await expect(other.locator('html')).not.toHaveAttribute('data-hydrated', '');
  });

  test('a stored Hebrew preference opens the Hebrew twin before anything paints', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('app-language', 'he'));
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.goto('/about');
    await expect(page).toHaveURL(/\/he\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    // The English page was replaced by the boot script; its scripts were never requested.
    expect(documents).toEqual(['/about', '/he/about']);
  });

  test('a stored mobile view gets the mobile layout on first paint, before the app loads', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('viewMode', 'mobile'));
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'mobile');
    await expect(page.getByRole('navigation', { name: dictionaries.en['nav.label'] })).toBeHidden();
  });
});
