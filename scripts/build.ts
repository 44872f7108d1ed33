/**
 * The production build: the client bundle, the prerendering bundle, the pre-paint boot script,
 * then static HTML for every page in both languages, a 404 page per language, a link-preview
 * image per page and language, the favicon and app icons, the sitemap, robots.txt, security
 * headers for static hosts, precompressed copies of every text asset, and the service as
 * JavaScript in `dist/server/` (decision 022), which `npm run serve` runs with `node`.
 *
 *   npx tsx scripts/build.ts
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { loadEnv, type Manifest } from 'vite';
import {
  contentSecurityPolicy,
  type DocumentPolicy,
  IMAGE_CACHE_CONTROL,
  nginxPolicyMap,
  nginxSecurityHeaders,
  staticHostHeaders,
} from '../deploy/headers';
import { LANGUAGES, type Language } from '../machines/constants';
import { CONTACT_FIELDS, EMPTY_DRAFT, type ContactErrors } from '../machines/contact-form.types';
import { inlineStyleHashes, sha256, splitRendered } from '../server/rendered-html';
import { localizedPath, notFoundFile } from '../src/urls';
import { APP_ICONS, FAVICON, writeAppIcons } from './lib/app-icons';
import {
  buildBootScript,
  buildClient,
  buildServer,
  buildService,
  serviceOut,
  type EntryServer,
} from './lib/bundles';
import { fallbackFontFaces } from './lib/font-fallback-faces';
import { buildModuleMap, moduleMapFile } from './lib/module-map';
import { MODULE_MAP_META } from '../src/platform/module-preload';
import {
  chunksOf,
  KEPT_LOAD_GRAPH_FILE,
  LOAD_GRAPH_FILE,
  startUpChunks,
  type LoadGraph,
} from './vite/load-graph';
import { traceLoads } from './vite/load-trace';
import { OG_IMAGE_SIZE, renderOgImage } from './lib/og-image';
import { pngSize } from './lib/png';
import { brotli, GZIP_OPTIONS } from './lib/precompression';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

type Route = EntryServer['pageRoutes'][number];

/**
 * The origin the contact form posts to, when it is not this one (`VITE_CONTACT_ENDPOINT`, from
 * the environment or a `.env` file, as Vite reads it): the CSP's connect-src and form-action.
 */
function contactOrigin(): string | undefined {
  const endpoint = loadEnv('production', root, 'VITE_').VITE_CONTACT_ENDPOINT;
  return endpoint && /^https?:\/\//.test(endpoint) ? new URL(endpoint).origin : undefined;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Preload the fonts the first screen uses (regular and semibold of the page's script), so text
 * does not re-wrap when a late font swaps in (layout shift).
 */
function fontPreloads(manifest: Manifest, language: Language): string {
  const family = language === 'he' ? 'heebo-hebrew' : 'inter-latin';
  const files = Object.values(manifest).flatMap((entry) => entry.assets ?? []);
  return [400, 600]
    .map((weight) =>
      files.find((file) => file.includes(`${family}-${weight}-normal`) && file.endsWith('.woff2')),
    )
    .filter((file): file is string => file !== undefined)
    .map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}

async function main() {
  await buildClient();
  const server = await buildServer();
  const boot = await buildBootScript();
  const bootHash = sha256(boot);

  const built = await readFile(join(dist, 'index.html'), 'utf8');
  const appEntry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(built)?.[1];
  if (!appEntry) throw new Error('dist/index.html has no module script');
  const stylesheet = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/.exec(built)?.[1];
  // The stylesheet is only @font-face rules: inline it rather than block the first paint on it,
  // with the metric-matched stand-ins the text paints in until the web fonts arrive.
  const webFontFaces = stylesheet ? (await readFile(join(dist, stylesheet), 'utf8')).trim() : '';
  const inlineCss = webFontFaces + fallbackFontFaces();
  const template = built
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(/\s*<link rel="stylesheet" crossorigin href="[^"]+">/, '');
  const manifest = JSON.parse(
    await readFile(join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  // What the client build wrote, chunk by chunk, with what each imports (scripts/vite/load-graph.ts).
  const graph = JSON.parse(await readFile(join(dist, LOAD_GRAPH_FILE), 'utf8')) as LoadGraph;
  // Start-up runs in steps (src/main.tsx), each importing its part: every page preloads them all,
  // the entry's own chunks and those of each step.
  const startUp = startUpChunks(graph).map((file) => `/${file}`);
  if (startUp[0] !== appEntry)
    throw new Error(`dist/index.html loads ${appEntry}, not ${startUp[0]}`);
  const entryChunks = startUp.slice(1);
  const { pageRoutes, dictionaries, company, SITE_ORIGIN, renderPage } = server;
  const { ISLAND_ATTRIBUTE, isIslandName, printStylesheet } = server;

  /**
   * Every page's and island's chunks, in both languages, for the page or island to preload them
   * all at once when it is wanted (scripts/lib/module-map.ts): what each imports when it loads,
   * traced (scripts/vite/load-trace.ts), as the client build's chunks. One file that every page
   * names, and the boot script fetches with the app.
   */
  const loads = await traceLoads(
    root,
    LANGUAGES.flatMap((language) =>
      pageRoutes.map((route) => ({ path: localizedPath(route.path, language), language })),
    ),
    LANGUAGES,
  );
  const moduleMap = moduleMapFile(buildModuleMap(graph, loads, startUp));
  await writeFile(join(dist, moduleMap.path), moduleMap.text);

  /** The print stylesheet (src/styles/print.ts), a file of its own that only printing loads. */
  const printCss = `/assets/print-${createHash('sha256').update(printStylesheet).digest('hex').slice(0, 10)}.css`;
  await writeFile(join(dist, printCss), printStylesheet.trim() + '\n');

  /**
   * What a rendered page loads for its islands: the code that hydrates them, if it has any; each
   * island's own chunk loads when the visitor comes to it (src/islands/hydrate.tsx, decision
   * 005). Fails on an island the registry does not know.
   */
  const islandChunks = (body: string) => {
    const names = [...body.matchAll(new RegExp(`${ISLAND_ATTRIBUTE}="([^"]+)"`, 'g'))];
    for (const [, name] of names)
      if (!isIslandName(name)) throw new Error(`Unknown island "${name}"`);
    return names.length > 0 ? chunksOf(graph, 'src/islands/hydrate.tsx') : [];
  };
  const locale = { en: 'en_US', he: 'he_IL' } as const;

  /**
   * Subresource integrity of a built file, for the boot script to load it with: SHA-256, which
   * every browser checks, in 44 characters where SHA-384 took 64 (each page lists ten or so, in
   * the HTML that its first paint waits for).
   */
  const integrities = new Map<string, string>();
  const integrityOf = async (path: string) => {
    let integrity = integrities.get(path);
    if (!integrity) {
      const content = await readFile(join(dist, path));
      integrity = `sha256-${createHash('sha256').update(content).digest('base64')}`;
      integrities.set(path, integrity);
    }
    return integrity;
  };

  /**
   * Each document's CSP allows inline styles by hash only, its own (deploy/headers.ts): every
   * `<style>` element of the page and, on a contact page, of every form the service can render
   * again at run time with a refused post's errors (server/render.ts). Which of its fields have
   * errors decides where the error styles first appear in the page's style block, so every
   * combination is rendered. Client-side navigation adds no `<style>` element (Emotion's rules go
   * to an adopted stylesheet, src/styles/emotion-cache.ts), so a page needs no other page's.
   */
  const contact = contactOrigin();
  const policy = (styleHashes: Iterable<string>) =>
    contentSecurityPolicy({
      scriptHashes: [bootHash],
      styleHashes: [...new Set(styleHashes)].sort(),
      contactOrigin: contact,
    });
  const contactFormVariantHashes = async (path: string) => {
    const hashes: string[] = [];
    for (let mask = 0; mask < 1 << CONTACT_FIELDS.length; mask++) {
      const errors: ContactErrors = {};
      CONTACT_FIELDS.forEach((field, bit) => {
        if (mask & (1 << bit)) errors[field] = 'required';
      });
      const rendered = await renderPage(path, { contactSeed: { draft: EMPTY_DRAFT, errors } });
      hashes.push(sha256(splitRendered(rendered).css));
    }
    return hashes;
  };
  const documents: DocumentPolicy[] = [];
  /** How many style hashes each document's policy has. */
  const styleHashCounts: number[] = [];

  const organization = (language: Language) =>
    JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: company.name[language],
      legalName: company.legalName[language],
      url: `${SITE_ORIGIN}${localizedPath('/', language)}`,
      logo: `${SITE_ORIGIN}/icon-512.png`,
      email: company.email,
      telephone: company.phone.international,
      foundingDate: String(company.founded),
      address: {
        '@type': 'PostalAddress',
        streetAddress: company.postalAddress[language],
        addressCountry: 'IL',
      },
    }).replace(/</g, '\\u003c');

  interface PageFile {
    path: string;
    file: string;
    language: Language;
    indexable: boolean;
    /** The page's route; none for the 404 pages, which have no link preview. */
    route: Route | null;
  }

  const pages: PageFile[] = [
    ...LANGUAGES.flatMap((language) =>
      pageRoutes.map((route) => {
        const path = localizedPath(route.path, language);
        return {
          path,
          file: join(dist, path, 'index.html'),
          language,
          indexable: !('indexable' in route) || route.indexable !== false,
          route,
        };
      }),
    ),
    ...LANGUAGES.map((language) => ({
      path: localizedPath('/404', language),
      file: join(dist, notFoundFile(language)),
      language,
      indexable: false,
      route: null,
    })),
  ];

  /**
   * The link-preview image of a page (scripts/lib/og-image.ts), from its own title and
   * description: drawn while the pages render, in parallel, and awaited after them.
   */
  const host = new URL(SITE_ORIGIN).hostname.replace(/^www\./, '');
  const previewImages: Promise<void>[] = [];
  const previewImage = (route: Route, language: Language) => {
    const path = `/og/${language}/${route.id}.png`;
    const m = dictionaries[language];
    const content = {
      title: m[route.title],
      description: m[route.description],
      siteName: m['site.name'],
      host,
      language,
    };
    previewImages.push(
      (async () => {
        const png = await renderOgImage(content);
        const size = pngSize(png);
        if (size?.width !== OG_IMAGE_SIZE.width || size.height !== OG_IMAGE_SIZE.height) {
          throw new Error(`${path} is not ${OG_IMAGE_SIZE.width} × ${OG_IMAGE_SIZE.height}`);
        }
        await mkdir(dirname(join(dist, path)), { recursive: true });
        await writeFile(join(dist, path), png);
      })(),
    );
    // What the image shows, in the page's language: its title and the site's name.
    return {
      url: `${SITE_ORIGIN}${path}`,
      alt: escapeHtml(`${content.title} — ${content.siteName}`),
    };
  };

  for (const page of pages) {
    const rendered = await renderPage(page.path);
    const { headTags, body, css } = splitRendered(rendered);
    const title = /<title>([^<]*)<\/title>/.exec(headTags)?.[1] ?? '';
    const description = /<meta name="description" content="([^"]*)"/.exec(headTags)?.[1] ?? '';
    const { language } = page;
    const other: Language = language === 'en' ? 'he' : 'en';

    const { route } = page;
    const preview = route ? previewImage(route, language) : undefined;
    const seo =
      route && preview
        ? [
            `<link rel="canonical" href="${SITE_ORIGIN}${page.path}">`,
            ...LANGUAGES.map(
              (l) =>
                `<link rel="alternate" hreflang="${l}" href="${SITE_ORIGIN}${localizedPath(route.path, l)}">`,
            ),
            `<link rel="alternate" hreflang="x-default" href="${SITE_ORIGIN}${route.path}">`,
            `<meta property="og:type" content="website">`,
            `<meta property="og:site_name" content="${escapeHtml(dictionaries[language]['site.name'])}">`,
            `<meta property="og:title" content="${title}">`,
            `<meta property="og:description" content="${description}">`,
            `<meta property="og:url" content="${SITE_ORIGIN}${page.path}">`,
            `<meta property="og:image" content="${preview.url}">`,
            `<meta property="og:image:type" content="image/png">`,
            `<meta property="og:image:width" content="${OG_IMAGE_SIZE.width}">`,
            `<meta property="og:image:height" content="${OG_IMAGE_SIZE.height}">`,
            `<meta property="og:image:alt" content="${preview.alt}">`,
            `<meta property="og:locale" content="${locale[language]}">`,
            `<meta property="og:locale:alternate" content="${locale[other]}">`,
            `<meta name="twitter:card" content="summary_large_image">`,
            `<meta name="twitter:title" content="${title}">`,
            `<meta name="twitter:description" content="${description}">`,
            `<meta name="twitter:image" content="${preview.url}">`,
            `<meta name="twitter:image:alt" content="${preview.alt}">`,
            // The company as structured data, on its home page only, as search engines ask.
            ...(route.id === 'home'
              ? [`<script type="application/ld+json">${organization(language)}</script>`]
              : []),
            ...(page.indexable ? [] : [`<meta name="robots" content="noindex">`]),
          ]
        : [`<meta name="robots" content="noindex">`];

    // No script on the critical path: the boot script loads these after the first paint. The
    // page's own chunk is not among them: its prerendered content is never hydrated, and its
    // islands load when the visitor comes to them. Of the dictionaries, only the page's
    // language's (src/i18n/messages.ts).
    const modules = [
      appEntry,
      ...entryChunks,
      ...[...chunksOf(graph, `src/i18n/${language}.ts`), ...islandChunks(body)].map(
        (file) => `/${file}`,
      ),
    ];
    const loaded = [...new Set(modules)];
    // The boot script loads each with its integrity (same order): a changed file is refused.
    const integrity = await Promise.all(loaded.map(integrityOf));
    const preloads = [
      fontPreloads(manifest, language),
      `<meta name="app-modules" content="${loaded.join(' ')}">`,
      `<meta name="app-integrity" content="${integrity.join(' ')}">`,
      `<meta name="${MODULE_MAP_META}" content="${moduleMap.path}">`,
      `<style>${inlineCss}${css}</style>`,
      `<link rel="stylesheet" href="${printCss}" media="print">`,
    ];

    const html = template
      .replace(
        '<html lang="en" dir="ltr">',
        `<html lang="${language}" dir="${language === 'he' ? 'rtl' : 'ltr'}">`,
      )
      .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <script>${boot}</script>`)
      .replace(
        /<title>[^<]*<\/title>/,
        [headTags, ...seo, ...preloads].filter(Boolean).join('\n    '),
      )
      .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
    await mkdir(dirname(page.file), { recursive: true });
    await writeFile(page.file, html);
    const hashes = new Set(inlineStyleHashes(html));
    if (body.includes(`${ISLAND_ATTRIBUTE}="contact-form"`))
      (await contactFormVariantHashes(page.path)).forEach((hash) => hashes.add(hash));
    styleHashCounts.push(hashes.size);
    documents.push({
      ...(route && { path: page.path }),
      file: `/${relative(dist, page.file)}`,
      csp: policy(hashes),
    });
  }

  await Promise.all(previewImages);
  await writeAppIcons(dist);

  const indexable = pages.flatMap(({ route, ...page }) =>
    page.indexable && route ? [{ ...page, route }] : [],
  );
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...indexable.map((page) =>
      [
        '  <url>',
        `    <loc>${SITE_ORIGIN}${page.path}</loc>`,
        ...LANGUAGES.map(
          (l) =>
            `    <xhtml:link rel="alternate" hreflang="${l}" href="${SITE_ORIGIN}${localizedPath(page.route.path, l)}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${SITE_ORIGIN}${page.route.path}"/>`,
        '  </url>',
      ].join('\n'),
    ),
    '</urlset>',
    '',
  ].join('\n');
  await writeFile(join(dist, 'sitemap.xml'), sitemap);
  await writeFile(
    join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${SITE_ORIGIN}/sitemap.xml\n`,
  );

  // Headers for static hosts (Netlify / Cloudflare Pages); nginx gets the same from deploy/.
  const policies = { documents, otherwise: policy([]) };
  const headers = staticHostHeaders(policies, [
    { pattern: '/assets/*', cacheControl: 'public, max-age=31536000, immutable' },
    // Images keep their names from build to build: cached for a while, never `immutable`.
    ...['/og/*', `/${FAVICON}`, ...APP_ICONS.map((icon) => `/${icon.file}`)].map((pattern) => ({
      pattern,
      cacheControl: IMAGE_CACHE_CONTROL,
    })),
  ]);
  const rules = headers.split('\n').filter((line) => line.startsWith('/')).length;
  if (rules > MAX_HEADER_RULES)
    throw new Error(`dist/_headers has ${rules} rules; Cloudflare Pages reads ${MAX_HEADER_RULES}`);
  await writeFile(join(dist, '_headers'), headers);
  // The first rule that matches wins: English, the tree without a prefix, whose `/*` matches every
  // path, comes last.
  const notFoundRules = [...LANGUAGES]
    .reverse()
    .map((language) => `${localizedPath('/*', language)} ${notFoundFile(language)} 404\n`);
  await writeFile(join(dist, '_redirects'), notFoundRules.join(''));
  await checkDeployFile('deploy/security-headers.conf', nginxSecurityHeaders());
  await checkDeployFile('deploy/content-security-policy.conf', nginxPolicyMap(policies));

  // The load graph, for the size budget (scripts/check-size.ts), where the site never serves it.
  await rename(join(dist, LOAD_GRAPH_FILE), join(dist, KEPT_LOAD_GRAPH_FILE));
  await rm(join(dist, '.vite'), { recursive: true, force: true });
  await precompress(dist);
  await buildService();
  console.log(
    `prerendered ${pages.length} pages, ${previewImages.length} link-preview images; boot script ${boot.length} bytes (${bootHash})`,
  );
  const range = (values: number[]) => {
    const [low, high] = [Math.min(...values), Math.max(...values)];
    return low === high ? String(low) : `${low}–${high}`;
  };
  console.log(
    `CSP: per page, ${range(styleHashCounts)} style hashes, ${range(documents.map(({ csp }) => csp.length))} bytes`,
  );
}

/** Cloudflare Pages reads at most this many rules from `_headers`. */
const MAX_HEADER_RULES = 100;

/**
 * nginx includes `deploy/security-headers.conf` and `deploy/content-security-policy.conf`; the
 * policies must carry the current boot-script and style hashes. `--write-deploy` rewrites a
 * changed file; otherwise a stale one fails the build.
 */
async function checkDeployFile(name: string, expected: string) {
  const file = join(root, name);
  const current = await readFile(file, 'utf8').catch(() => '');
  if (current === expected) return;
  if (process.argv.includes('--write-deploy')) {
    await writeFile(file, expected);
    console.log(`updated ${name}`);
    return;
  }
  throw new Error(
    `${name} is stale (the boot script, a page or a page’s styles changed). Run \`npm run build -- --write-deploy\` and commit it.`,
  );
}

/** Every text file a browser may fetch: not the built service's, which `node` reads. */
async function precompress(directory: string) {
  const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;
  const gz = promisify(gzip);
  for (const entry of await readdir(directory, { recursive: true })) {
    const file = join(directory, entry);
    if (file.startsWith(serviceOut + sep)) continue;
    if (!compressible.test(file) || !(await stat(file)).isFile()) continue;
    const content = await readFile(file);
    if (content.length < 256) continue;
    await writeFile(`${file}.gz`, await gz(content, GZIP_OPTIONS));
    await writeFile(`${file}.br`, brotli(content));
  }
}

await main();
