/**
 * The response headers of the production site, in one place. The build writes them into
 * `dist/_headers` (static hosts; `npm start` sends them too) and, for nginx,
 * `deploy/security-headers.conf` and `deploy/content-security-policy.conf`.
 */

export interface PolicySources {
  /** `sha256-…` of each inline script the pages carry (the boot script). */
  scriptHashes: readonly string[];
  /** `sha256-…` of each inline `<style>` the page can carry (scripts/build.ts computes them). */
  styleHashes: readonly string[];
  /** Where the contact form posts when that is another origin (`VITE_CONTACT_ENDPOINT`). */
  contactOrigin?: string | undefined;
}

/**
 * Nothing by default; each kind of resource from this origin only. No 'unsafe-inline' and no
 * 'unsafe-eval' anywhere: inline scripts and `<style>` elements only by hash, no `style`
 * attributes. Emotion's run-time rules go into an adopted stylesheet, which CSP does not govern
 * (src/styles/emotion-cache.ts; docs/decisions/016-observatory-and-strict-csp.md).
 */
export function contentSecurityPolicy({
  scriptHashes,
  styleHashes,
  contactOrigin,
}: PolicySources): string {
  const hashes = (list: readonly string[]) => list.map((hash) => `'${hash}'`);
  const contact = contactOrigin ? [contactOrigin] : [];
  return [
    "default-src 'none'",
    ['script-src', "'self'", ...hashes(scriptHashes)].join(' '),
    ['style-src', "'self'", ...hashes(styleHashes)].join(' '),
    "img-src 'self'",
    "font-src 'self'",
    ['connect-src', "'self'", ...contact].join(' '),
    "manifest-src 'self'",
    ['form-action', "'self'", ...contact].join(' '),
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers every response carries besides its Content-Security-Policy. */
export function securityHeaders(): Record<string, string> {
  return {
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // No other site may embed these responses (`<img>`, `<script>`, no-cors fetches).
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/**
 * Icons and link-preview images keep their names from build to build (they are not hashed like
 * `/assets/`): a day in caches, then revalidated, so a changed title or mark shows within a day.
 * deploy/nginx.conf says the same for nginx.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

/** A document the site serves, and its policy: a page, or a language's not-found page. */
export interface DocumentPolicy {
  /** Where a visitor asks for it (`/about`, `/he`); none for a not-found page. */
  path?: string;
  /** The file that holds it, from the site's root (`/about/index.html`, `/he/404.html`). */
  file: string;
  csp: string;
}

export interface SitePolicies {
  /** Each page's and not-found page's policy: the hashes of its own inline styles only. */
  documents: readonly DocumentPolicy[];
  /** Every other response's (assets, images, the service's answers): no inline style at all. */
  otherwise: string;
}

/** A rule of `dist/_headers` for files that are not documents: their path pattern and caching. */
export interface CachingRule {
  pattern: string;
  cacheControl: string;
}

/**
 * `dist/_headers`, for static hosts (Netlify, Cloudflare Pages) and server/static.ts. Where several
 * rules match a path, those hosts send the headers of all of them, and Cloudflare joins two values
 * of one header with a comma, which for a CSP means two policies, both enforced. So no rule with a
 * wildcard that covers a document carries a policy: `/*` has the other security headers, each
 * page's two paths (`/about`, `/about/`) a rule with its own policy, the not-found pages' files
 * theirs, and the caching rules (`/assets/*`, the images), which cover no document, the policy of
 * `otherwise`. Left without a policy on such a host: a 404, if it matches rules against the path
 * asked for rather than the not-found file it sends (server/static.ts matches the file), and a
 * page asked for by its file's name (`/about/index.html`), if it serves that. Naming those files
 * too would take the file past the 100 rules Cloudflare Pages reads.
 */
export function staticHostHeaders(policies: SitePolicies, caching: readonly CachingRule[]): string {
  const rule = (pattern: string, headers: Record<string, string>) => [
    pattern,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ];
  return [
    ...rule('/*', securityHeaders()),
    ...caching.flatMap(({ pattern, cacheControl }) =>
      rule(pattern, {
        'Content-Security-Policy': policies.otherwise,
        'Cache-Control': cacheControl,
      }),
    ),
    ...policies.documents.flatMap(({ path, file, csp }) =>
      [...new Set(path ? [path, `${path.replace(/\/$/, '')}/`] : [file])].flatMap((pattern) =>
        rule(pattern, { 'Content-Security-Policy': csp }),
      ),
    ),
    '',
  ].join('\n');
}

/** The nginx variable deploy/content-security-policy.conf sets and security-headers.conf sends. */
const NGINX_CSP_VARIABLE = '$kavana_csp';

/**
 * nginx `add_header` lines for the headers above (`always`, so error pages get them too), for
 * deploy/security-headers.conf, which every location that answers from nginx includes.
 */
export function nginxSecurityHeaders(): string {
  const headers = { 'Content-Security-Policy': NGINX_CSP_VARIABLE, ...securityHeaders() };
  return [
    '# Generated by scripts/build.ts from deploy/headers.ts: do not edit by hand.',
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`),
    '',
  ].join('\n');
}

/**
 * deploy/content-security-policy.conf: `map`s (so nginx.conf includes it at the `http` level)
 * from the URI to the policy of the document served. When the headers go out, `$uri` is the file
 * `try_files` found (`/about/index.html`; `/about//index.html` for `/about/`) or, for a 404, the
 * language's not-found page `error_page` sent; anything else gets `otherwise`. The first map names
 * the document, the second holds each policy once.
 */
export function nginxPolicyMap({ documents, otherwise }: SitePolicies): string {
  const quote = (value: string) => `"${value}"`;
  return [
    '# Generated by scripts/build.ts from deploy/headers.ts: do not edit by hand.',
    'map $uri $kavana_document {',
    '    default "";',
    ...documents.flatMap(({ file }) =>
      [...new Set([file, file.replace(/\/index\.html$/, '//index.html')])].map(
        (uri) => `    ${uri} ${file};`,
      ),
    ),
    '}',
    `map $kavana_document ${NGINX_CSP_VARIABLE} {`,
    `    default ${quote(otherwise)};`,
    ...documents.map(({ file, csp }) => `    ${file} ${quote(csp)};`),
    '}',
    '',
  ].join('\n');
}
