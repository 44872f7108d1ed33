/**
 * One run of the fault bench: its id and clock, its temporary folders, and every instance,
 * cluster and nginx its scenarios start, all stopped and removed at the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../qa/api';
import { startRemoteCluster, type RemoteCluster } from './cluster';
import { startNginx, type Nginx } from './nginx';
import { stopAllChildren } from './processes';
import { serviceEnvironment, ServiceInstance } from './service';

const SECRET = 'bench-faults-secret';

export class Run {
  /** In the keys and database names, so that two runs never share one. */
  readonly id = randomBytes(4).toString('hex');
  readonly started = Date.now();
  readonly root = mkdtempSync(join(tmpdir(), 'kavana-bench-faults-'));
  readonly instances: ServiceInstance[] = [];
  readonly proxies: { name: string; nginx: Nginx; port: number }[] = [];
  private readonly clusters: RemoteCluster[] = [];
  private shared: Promise<RemoteCluster> | undefined;

  /** Prints a line with the seconds since the run began. */
  progress(line: string) {
    console.log(`[${((Date.now() - this.started) / 1000).toFixed(1).padStart(6)} s] ${line}`);
  }

  /** The idempotency key of a scenario's `i`th submission. */
  keyOf(scenario: string, i: number) {
    return `${this.id}-${scenario}-${String(i).padStart(6, '0')}`;
  }

  folder(name: string) {
    const dir = join(this.root, name);
    mkdirSync(dir, { recursive: true });
    return dir;
  }

  async instance(name: string, variables: Record<string, string>) {
    const env = serviceEnvironment({
      HOST: '127.0.0.1',
      DIST_DIR: join(this.root, 'no-dist'),
      CONTACT_SECRET: SECRET,
      CONTACT_MIN_FILL_MS: '0',
      CONTACT_RATE_LIMIT: '1000000',
      OUTBOX_POLL_MS: '50',
      OUTBOX_BASE_DELAY_MS: '200',
      ...variables,
    });
    const instance = new ServiceInstance(name, await freePort(), env);
    this.instances.push(instance);
    return instance;
  }

  async cluster(): Promise<RemoteCluster> {
    const cluster = await startRemoteCluster();
    this.clusters.push(cluster);
    return cluster;
  }

  /** One cluster for the scenarios that do not stop it, a database each. */
  sharedCluster(): Promise<RemoteCluster> {
    return (this.shared ??= this.cluster());
  }

  async nginx(name: string, servicePorts: number[]) {
    const port = await freePort();
    const nginx = await startNginx(port, servicePorts);
    this.proxies.push({ name, nginx, port });
    return nginx;
  }

  /** Two instances (`name-a`, `name-b`) with the same variables, started, behind nginx. */
  async behindNginx(name: string, variables: Record<string, string>) {
    const a = await this.instance(`${name}-a`, variables);
    const b = await this.instance(`${name}-b`, variables);
    await Promise.all([a.start(), b.start()]);
    const nginx = await this.nginx(`${name}-nginx`, [a.port, b.port]);
    return { a, b, nginx };
  }

  writeLogs(folder: string) {
    mkdirSync(folder, { recursive: true });
    for (const instance of this.instances) {
      writeFileSync(join(folder, `${instance.name}.log`), `${instance.log.join('\n')}\n`);
    }
    for (const { name, nginx } of this.proxies) {
      writeFileSync(join(folder, `${name}.log`), `${nginx.log.join('\n')}\n`);
    }
  }

  async close() {
    await Promise.all(this.proxies.map(({ nginx }) => nginx.stop()));
    await Promise.all(this.instances.map((instance) => instance.stop()));
    await Promise.all(this.clusters.map((cluster) => cluster.remove().catch(() => {})));
    await stopAllChildren();
    for (const { port } of this.proxies) {
      rmSync(join(tmpdir(), `kavana-nginx-${port}`), { recursive: true, force: true });
    }
    rmSync(this.root, { recursive: true, force: true });
  }
}
