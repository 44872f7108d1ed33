/**
 * Runs deploy/nginx.conf in a real nginx on a loopback port, serving this checkout's dist/,
 * for the e2e suite (playwright.config.ts starts it). Debian's nginx: `apt-get install nginx-light`.
 *
 *   npx tsx scripts/nginx-test-server.ts [--port 8088]
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const repo = join(import.meta.dirname, '..');
const portFlag = process.argv.indexOf('--port');
const port = Number(portFlag > 0 ? process.argv[portFlag + 1] : 8088);
// The contact service nginx proxies /api/ and the form pages to (playwright.config.ts starts it).
const serviceFlag = process.argv.indexOf('--service-port');
const servicePort = Number(serviceFlag > 0 ? process.argv[serviceFlag + 1] : 4173);
const prefix = join(tmpdir(), `kavana-nginx-${port}`);
mkdirSync(join(prefix, 'logs'), { recursive: true });

const site = readFileSync(join(repo, 'deploy/nginx.conf'), 'utf8')
  .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`)
  .replace(/^(\s*)server 127\.0\.0\.1:4173;$/m, `$1server 127.0.0.1:${servicePort};`)
  .replace(/^(\s*)root \/var\/www\/kavana\/dist;$/m, `$1root ${join(repo, 'dist')};`)
  .replaceAll(
    '/etc/nginx/kavana/security-headers.conf',
    join(repo, 'deploy/security-headers.conf'),
  );

if (site.includes('listen 80;') || site.includes('/var/www/kavana')) {
  throw new Error('deploy/nginx.conf no longer has the lines this script rewrites');
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
console.log(`nginx (deploy/nginx.conf) serving dist/ at http://127.0.0.1:${port}`);
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
nginx.on('exit', (code) => process.exit(code ?? 0));
