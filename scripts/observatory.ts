/**
 * `npm run observatory`: grades the deployment's headers with MDN's HTTP Observatory scanner
 * (`@mdn/mdn-http-observatory`, the scanner behind the hosted Observatory), on this machine:
 * deploy/nginx.conf over TLS in a real nginx, with a throwaway certificate authority, in front of
 * the contact service. It prints the grade and score of each URL; it passes or fails nothing,
 * and exits non-zero only when something could not run. See
 * docs/decisions/016-observatory-and-strict-csp.md.
 *
 *   npx tsx scripts/observatory.ts
 *
 * The scanner installs on first use into `.cache/observatory/` (git-ignored), with
 * `--ignore-scripts`: its install step downloads the HSTS preload and TLD lists, which it cannot
 * here, and a plain dev dependency would make `npm ci` fail the same way. This script writes
 * what that step would have (an empty preload list, a TLD list) and the CA bundle the scanner
 * trusts: this run's CA.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ensureBuild, freePort, poll } from '../qa/api';

const root = join(import.meta.dirname, '..');
const SCANNER = '@mdn/mdn-http-observatory';
/** Pinned: the script reads the scanner's files (its conf/, its CA bundle, its CLI). */
const SCANNER_VERSION = '1.4.8';
const PATHS = ['/', '/he/about', '/contact', '/api/contact/token'];
const STARTUP_TIMEOUT_MS = 60_000;

const cacheDir = join(root, '.cache/observatory');
const scannerDir = join(cacheDir, 'node_modules', SCANNER);

interface ScanTest {
  pass: boolean;
  result: string;
  scoreModifier: number;
}
interface ScanResult {
  scan?: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests?: Record<string, ScanTest>;
  error?: string;
}

/** Installs the pinned scanner into the cache folder, without its download step. */
function installScanner() {
  const installed = existsSync(join(scannerDir, 'package.json'))
    ? (JSON.parse(readFileSync(join(scannerDir, 'package.json'), 'utf8')) as { version: string })
        .version
    : undefined;
  if (installed === SCANNER_VERSION) return;
  console.log(`installing ${SCANNER}@${SCANNER_VERSION} into .cache/observatory/`);
  mkdirSync(cacheDir, { recursive: true });
  const result = spawnSync(
    'npm',
    [
      'install',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      '--prefix',
      cacheDir,
      `${SCANNER}@${SCANNER_VERSION}`,
    ],
    { cwd: cacheDir, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`npm install ${SCANNER} failed (${result.status})`);
}

/**
 * What the skipped install step would have written, and the CA the scanner trusts. Its CLI
 * (bin/wrapper.js) sets NODE_EXTRA_CA_CERTS to `ca_bundle/ca_intermediate_bundle.pem` of the
 * `node_extra_ca_certs_mozilla_bundle` package (whose own install step would have downloaded
 * Mozilla's intermediates there); the HSTS analyser reads conf/hsts-preload.json (a map of host
 * to policy: empty, so nothing counts as preloaded); the API's host-name check reads
 * conf/tld-list.json (an array of lower-case TLDs; written empty), which the CLI never reads.
 */
function prepareScanner(caCertificate: string) {
  writeFileSync(join(scannerDir, 'conf/hsts-preload.json'), '{}\n');
  writeFileSync(join(scannerDir, 'conf/tld-list.json'), '[]\n');
  const bundlePackage = createRequire(join(scannerDir, 'package.json')).resolve(
    'node_extra_ca_certs_mozilla_bundle',
  );
  const bundle = join(dirname(bundlePackage), 'ca_bundle', 'ca_intermediate_bundle.pem');
  mkdirSync(dirname(bundle), { recursive: true });
  writeFileSync(bundle, caCertificate);
}

/** Runs `openssl` in `folder`: `command` split at spaces, then `more` as they are. */
function openssl(folder: string, command: string, ...more: string[]) {
  const args = [...command.split(' '), ...more];
  const result = spawnSync('openssl', args, { cwd: folder, encoding: 'utf8' });
  if (result.error) throw new Error(`openssl could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`openssl ${args[0]} failed:\n${result.stderr}`);
}

/** A CA made for this run, and a certificate it signed for localhost and 127.0.0.1. */
function makeCertificates(folder: string) {
  const newKey = '-newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes';
  openssl(
    folder,
    `req -x509 ${newKey} -keyout ca.key -out ca.pem -days 2`,
    ...['-subj', '/CN=Kavana observatory run CA'],
    ...['-addext', 'basicConstraints=critical,CA:TRUE'],
    ...['-addext', 'keyUsage=critical,keyCertSign,cRLSign'],
  );
  openssl(folder, `req -new ${newKey} -keyout server.key -out server.csr -subj /CN=localhost`);
  writeFileSync(
    join(folder, 'server.ext'),
    [
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
      '',
    ].join('\n'),
  );
  openssl(
    folder,
    'x509 -req -in server.csr -CA ca.pem -CAkey ca.key -days 2 -extfile server.ext -out server.pem',
    ...['-set_serial', `0x${Date.now().toString(16)}`],
  );
  return {
    ca: readFileSync(join(folder, 'ca.pem'), 'utf8'),
    certificate: join(folder, 'server.pem'),
    key: join(folder, 'server.key'),
  };
}

/** A child in a process group of its own (npx → node), its output kept for errors. */
function start(name: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn('npx', args, {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { name, child, output: () => output };
}

function stop(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/** Resolves with the status of a GET, trusting only `ca`; rejects on any connection error. */
function httpsStatus(url: string, ca: string) {
  return new Promise<number>((resolve, reject) => {
    const req = httpsRequest(url, { ca, timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

async function waitFor(
  what: string,
  ready: () => Promise<boolean>,
  children: ReturnType<typeof start>[],
) {
  const { held } = await poll(ready, (answered) => answered, {
    timeout: STARTUP_TIMEOUT_MS,
    every: 250,
    alive: () => {
      const exited = children.find(({ child }) => child.exitCode !== null);
      if (exited) throw new Error(`${exited.name} exited:\n${exited.output()}`);
    },
  });
  if (held) return;
  throw new Error(
    `${what} did not answer within ${STARTUP_TIMEOUT_MS / 1000} s:\n${children.map((c) => `${c.name}: ${c.output()}`).join('\n')}`,
  );
}

/** One URL through the scanner's own CLI, which takes a host name and builds its URLs from it. */
function scan(target: string): ScanResult {
  const result = spawnSync(process.execPath, [join(scannerDir, 'bin/wrapper.js'), target], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  const parsed = (() => {
    try {
      return JSON.parse(result.stdout) as ScanResult;
    } catch {
      return undefined;
    }
  })();
  if (!parsed || result.status !== 0 || parsed.error) {
    throw new Error(
      `the scanner failed on ${target}: ${parsed?.error ?? `exit ${result.status}\n${result.stdout}${result.stderr}`}`,
    );
  }
  return parsed;
}

async function main() {
  ensureBuild({ force: false });
  installScanner();

  const folder = mkdtempSync(join(tmpdir(), 'kavana-observatory-'));
  const children: ReturnType<typeof start>[] = [];
  try {
    const { ca, certificate, key } = makeCertificates(folder);
    prepareScanner(ca);
    const [port, servicePort] = [await freePort(), await freePort()];
    const origin = `https://localhost:${port}`;

    children.push(
      start('the contact service', ['node', 'dist/server/main.js', '--port', String(servicePort)], {
        CONTACT_DB: join(folder, 'contact.sqlite'),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: origin,
        TRUST_PROXY: '1',
      }),
      start(
        'nginx',
        [
          'tsx',
          'scripts/nginx-test-server.ts',
          '--port',
          String(port),
          '--service-port',
          String(servicePort),
          '--tls',
          certificate,
          key,
        ],
        {},
      ),
    );
    await waitFor(
      `${origin}/readyz`,
      async () => (await httpsStatus(`${origin}/readyz`, ca)) === 200,
      children,
    );

    // The CLI scans `https://<host>/` and `http://<host>/` (the redirect test). Given
    // `localhost:<port>/<path>`, it builds `https://localhost:<port>/<path>` and the same with
    // http:, which nginx answers on that TLS port with a redirect to https (error_page 497),
    // as production's port 80 does.
    const rows = PATHS.map((path) => {
      const { scan: summary, tests = {} } = scan(`localhost:${port}${path}`);
      const modifiers = Object.entries(tests)
        .filter(([, test]) => test.scoreModifier !== 0)
        .map(([name, test]) => `${name} ${test.scoreModifier > 0 ? '+' : ''}${test.scoreModifier}`);
      const failed = Object.entries(tests)
        .filter(([, test]) => !test.pass)
        .map(([name, test]) => `${name}: ${test.result}`);
      return {
        path,
        grade: summary?.grade ?? '?',
        score: summary?.score ?? 0,
        passed: `${summary?.testsPassed}/${summary?.testsQuantity}`,
        notes: [...modifiers, ...failed.map((line) => `FAILED ${line}`)].join(', '),
      };
    });

    console.log(
      `\nMDN HTTP Observatory ${SCANNER_VERSION}, deploy/nginx.conf over TLS at ${origin}\n`,
    );
    const header = {
      path: 'URL',
      grade: 'grade',
      score: 'score',
      passed: 'tests',
      notes: 'score modifiers',
    };
    const table = [header, ...rows.map((row) => ({ ...row, score: String(row.score) }))];
    const width = (key: keyof typeof header) => Math.max(...table.map((row) => row[key].length));
    for (const row of table) {
      console.log(
        [
          row.path.padEnd(width('path')),
          row.grade.padEnd(width('grade')),
          row.score.padStart(width('score')),
          row.passed.padStart(width('passed')),
          row.notes,
        ].join('  '),
      );
    }
  } finally {
    children.forEach(({ child }) => stop(child));
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
