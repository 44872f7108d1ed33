/**
 * The contact service as a process of its own, as production runs it (`node dist/server/main.js`):
 * started, signalled, restarted.
 */
import type { ChildProcess } from 'node:child_process';
import { untilOk } from './http';
import { SERVICE_MAIN } from '../../../server/layout';
import { eachLine, endChild, hasExited, spawnNode } from './processes';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

/** The service's variables this harness sets: whatever the caller's environment says is dropped. */
const SERVICE_VARIABLES =
  /^(PORT|HOST|DIST_DIR|CONTACT_.*|DATABASE_URL|SMTP_URL|OUTBOX_.*|TRUST_PROXY|PUBLIC_ORIGIN|STORE_START_TIMEOUT_MS)$/;

export function serviceEnvironment(variables: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!SERVICE_VARIABLES.test(key)) env[key] = value;
  }
  return { ...env, ...variables };
}

/**
 * One instance of the service on a fixed port: started, killed and started again there. Its
 * output, with times, is kept in `log` across restarts.
 */
export class ServiceInstance {
  readonly url: string;
  readonly log: string[] = [];
  /** How many times a process was started. */
  starts = 0;
  private child: ChildProcess | undefined;
  private exit: Promise<Exit> | undefined;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  get pid() {
    return this.child?.pid;
  }

  get running() {
    return this.child !== undefined && !hasExited(this.child);
  }

  private note(line: string) {
    this.log.push(`${new Date().toISOString()} [${this.name}#${this.starts}] ${line}`);
  }

  /** Starts a process and waits until `/readyz` answers 200; resolves to the milliseconds that took. */
  async start(timeoutMs = 30_000): Promise<number> {
    if (this.running) throw new Error(`${this.name} is running already`);
    const started = Date.now();
    this.starts++;
    const child = spawnNode([SERVICE_MAIN, '--port', String(this.port)], { env: this.env });
    this.child = child;
    this.note(`spawned pid ${child.pid}`);
    eachLine(child.stdout, (line) => this.note(line));
    eachLine(child.stderr, (line) => this.note(`stderr: ${line}`));
    this.exit = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        this.note(`exited (code ${code}, signal ${signal})`);
        resolve({ code, signal, at: Date.now() });
      }),
    );
    await this.ready(timeoutMs);
    return Date.now() - started;
  }

  /** Waits until `/readyz` answers 200 (the store reachable, the outbox moving). */
  ready(timeoutMs = 30_000) {
    return untilOk(`${this.url}/readyz`, timeoutMs, {
      alive: () => {
        if (!this.running)
          throw new Error(
            `${this.name} exited before it was ready:\n${this.log.slice(-8).join('\n')}`,
          );
      },
      late: () => `${this.name} was not ready within ${timeoutMs} ms`,
    });
  }

  /** Sends a signal to the process; resolves to when it was sent. */
  signal(signal: NodeJS.Signals): number {
    if (!this.child?.pid) throw new Error(`${this.name} has no process`);
    this.note(`harness: ${signal}`);
    process.kill(this.child.pid, signal);
    return Date.now();
  }

  /** The current process's exit. */
  exited(): Promise<Exit> {
    if (!this.exit) throw new Error(`${this.name} never started`);
    return this.exit;
  }

  /** SIGTERM, then SIGKILL if it takes longer than the service's own 10 s. */
  async stop() {
    if (this.child) await endChild(this.child);
  }
}
