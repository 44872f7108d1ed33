/** nginx in front of two instances of the service, as deploy/nginx.conf runs it. */
import { untilOk } from './http';
import { eachLine, endChild, hasExited, spawnScript } from './processes';

export interface Nginx {
  url: string;
  /** nginx's error log (warnings and errors: failed upstreams, retries). */
  log: string[];
  stop(): Promise<void>;
}

/**
 * `scripts/nginx-test-server.ts --port P --service-port A --service-port B`: deploy/nginx.conf
 * with its upstream pointing at the two instances. Resolves once `/healthz` answers through it.
 */
export async function startNginx(port: number, servicePorts: number[]): Promise<Nginx> {
  const log: string[] = [];
  const child = spawnScript('scripts/nginx-test-server.ts', [
    '--port',
    String(port),
    ...servicePorts.flatMap((servicePort) => ['--service-port', String(servicePort)]),
  ]);
  const note = (line: string) => log.push(`${new Date().toISOString()} ${line}`);
  eachLine(child.stdout, note);
  eachLine(child.stderr, note);
  const url = `http://127.0.0.1:${port}`;
  await untilOk(`${url}/healthz`, 15_000, {
    alive: () => {
      if (hasExited(child)) throw new Error(`nginx exited:\n${log.join('\n')}`);
    },
    late: () => `nginx did not answer:\n${log.join('\n')}`,
  });
  return { url, log, stop: () => endChild(child) };
}
