/**
 * Runs deploy/nginx.conf in a real nginx on a loopback port, serving this checkout's dist/: over
 * plain HTTP for the e2e suite (playwright.config.ts starts it), or over TLS with a given
 * certificate for `npm run observatory`. Debian's nginx: `apt-get install nginx-light`.
 *
 *   npx tsx scripts/nginx-test-server.ts [--port 8088] [--service-port 4173 [--service-port 4174]]
 *                                        [--tls CERT KEY]
 *
 * `--service-port` names the contact service instances the upstream's two servers point to: one
 * value leaves the upstream with one server. With `--tls`, the site's server block listens with
 * TLS (and HTTP/2) on the port, with that certificate chain and key; plain HTTP sent there is
 * redirected to HTTPS, as in production. The port-80 redirect server is left out either way.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';

const repo = join(import.meta.dirname, '..');
const args = process.argv.slice(2);

/** The values after each occurrence of a flag (`count` words each). */
function flagValues(name: string, count = 1): string[][] {
  const found: string[][] = [];
  args.forEach((arg, index) => {
    if (arg !== name) return;
    const values = args.slice(index + 1, index + 1 + count);
    if (values.length < count || values.some((value) => value.startsWith('--'))) {
      throw new Error(`${name} needs ${count} value${count > 1 ? 's' : ''}`);
    }
    found.push(values);
  });
  return found;
}

const port = Number(flagValues('--port')[0]?.[0] ?? 8088);
// The contact service nginx proxies /api/, the form pages and the health checks to.
const servicePorts = flagValues('--service-port').map(([value]) => Number(value));
if (servicePorts.length === 0) servicePorts.push(4173);
if (servicePorts.length > 2)
  throw new Error('The upstream has two servers: at most two --service-port');
const [tlsCertificate, tlsKey] = (flagValues('--tls', 2)[0] ?? []).map((path) => resolve(path));
const tls = tlsCertificate !== undefined && tlsKey !== undefined;

const prefix = join(tmpdir(), `kavana-nginx-${port}`);
mkdirSync(join(prefix, 'logs'), { recursive: true });

let site = readFileSync(join(repo, 'deploy/nginx.conf'), 'utf8');

/**
 * Replaces what `pattern` matches: exactly once, or (`every`) at least once. Otherwise fails
 * loudly: the config changed shape, and this script must change with it.
 */
function rewrite(pattern: RegExp, replacement: string, what: string, { every = false } = {}) {
  const global = new RegExp(pattern.source, `${pattern.flags}g`);
  const found = site.match(global)?.length ?? 0;
  if (every ? found === 0 : found !== 1) {
    throw new Error(
      `deploy/nginx.conf no longer has what scripts/nginx-test-server.ts rewrites: ${what} (found ${found} times)`,
    );
  }
  site = site.replace(global, replacement);
}

// The upstream: its two instances become the given ports (one port: one server).
rewrite(
  /^(\s*)server 127\.0\.0\.1:4173( [^;\n]*)?;$/m,
  `$1server 127.0.0.1:${servicePorts[0]}$2;`,
  'server 127.0.0.1:4173 …;',
);
rewrite(
  /^(\s*)server 127\.0\.0\.1:4174( [^;\n]*)?;\n/m,
  servicePorts[1] === undefined ? '' : `$1server 127.0.0.1:${servicePorts[1]}$2;\n`,
  'server 127.0.0.1:4174 …;',
);
// The port-80 server (a redirect to HTTPS): a test binds no privileged port.
rewrite(
  /^server \{\n(?:(?!^\}).*\n)*?\s*listen 80;\n(?:(?!^\}).*\n)*?^\}\n\n?/m,
  '',
  'server { listen 80; … }',
);
// The site's server: on the loopback port, with the given certificate or over plain HTTP.
rewrite(
  /^(\s*)listen 443 ssl http2;$/m,
  `$1listen 127.0.0.1:${port}${tls ? ' ssl http2' : ''};`,
  'listen 443 ssl http2;',
);
rewrite(
  /^(\s*)ssl_certificate \/etc\/ssl\/kavana\/[^;\n]+;\n/m,
  tls ? `$1ssl_certificate ${tlsCertificate};\n` : '',
  'ssl_certificate /etc/ssl/kavana/…;',
);
rewrite(
  /^(\s*)ssl_certificate_key \/etc\/ssl\/kavana\/[^;\n]+;\n/m,
  tls ? `$1ssl_certificate_key ${tlsKey};\n` : '',
  'ssl_certificate_key /etc/ssl/kavana/…;',
);
rewrite(
  /^(\s*)root \/var\/www\/kavana\/dist;$/m,
  `$1root ${join(repo, 'dist')};`,
  'root /var/www/kavana/dist;',
);
rewrite(
  /\/etc\/nginx\/kavana\/content-security-policy\.conf/,
  join(repo, 'deploy/content-security-policy.conf'),
  'include /etc/nginx/kavana/content-security-policy.conf;',
);
rewrite(
  /\/etc\/nginx\/kavana\/security-headers\.conf/,
  join(repo, 'deploy/security-headers.conf'),
  'include /etc/nginx/kavana/security-headers.conf;',
  { every: true },
);

// Nothing of production's may be left outside comments (a port, a path, a certificate).
const directives = site.replace(/#.*$/gm, '');
for (const leftover of [
  'listen 80;',
  'listen 443',
  '/var/www/kavana',
  '/etc/ssl/kavana',
  '/etc/nginx/kavana',
]) {
  if (directives.includes(leftover)) {
    throw new Error(
      `deploy/nginx.conf still has "${leftover}" after the rewrite: update this script`,
    );
  }
}

/**
 * The workers run as the user running the tests (as root, nginx would otherwise switch them to
 * `nobody`, which cannot read a checkout in a private folder such as a mode-700 `mktemp -d`).
 * Without root, nginx ignores the directive and runs as the current user anyway.
 */
const { username } = userInfo();
const user = process.getuid?.() === 0 ? `user ${username};` : '';

writeFileSync(
  join(prefix, 'nginx.conf'),
  `
${user}
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${join(prefix, 'body')};
  proxy_temp_path ${join(prefix, 'proxy')};
  fastcgi_temp_path ${join(prefix, 'fastcgi')};
  uwsgi_temp_path ${join(prefix, 'uwsgi')};
  scgi_temp_path ${join(prefix, 'scgi')};
${site}
}
`,
);

const nginx = spawn(
  process.env.NGINX_PATH ?? '/usr/sbin/nginx',
  ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
  { stdio: 'inherit' },
);
console.log(
  `nginx (deploy/nginx.conf) serving dist/ at ${tls ? 'https' : 'http'}://127.0.0.1:${port}, the contact service at ${servicePorts.map((p) => `127.0.0.1:${p}`).join(' and ')}`,
);
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
nginx.on('exit', (code) => process.exit(code ?? 0));
