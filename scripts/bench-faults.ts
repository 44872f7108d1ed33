/**
 * Fault injection for the contact service (issue #18): the built service as separate processes
 * (`node dist/server/main.js`, built first if there is none), killed, stopped and starved of its database while clients post, and the figures that say
 * whether a visitor's acknowledged message survived it.
 *
 *   1. sqlite-kills      SQLite, one instance, SIGKILLed 6 times while 240 posts come in bursts
 *   2. postgres-kills    PostgreSQL, two instances behind nginx, one SIGKILLed in each of 4 rounds,
 *                        with a webhook receiver that fails every 5th post and 1 post in 12 spam:
 *                        the webhooks and the visitors' replies counted too (issue #37)
 *   3. postgres-restart  PostgreSQL stopped for ~3 s under a steady load; the service keeps running
 *   4. burst             100 posts from one client through nginx to two instances, limit 20
 *   5. sigterm           SIGTERM with 100 slow posts in flight (SQLite, then PostgreSQL)
 *
 * Clients post like the form: one idempotency key per submission, the same post again after a
 * network error or a 502/503/504, with a short back-off. It prints a table per scenario and a
 * summary beside the targets; it is not a test (exit 1 only if the harness breaks).
 * The services' and nginx's logs go to `faults-logs/` next to the JSON report.
 *
 *   npm run bench:faults [-- --scenario sqlite-kills [--scenario burst]] [--json FILE]
 */
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { burst } from './bench/faults/burst';
import type { Report, Scenario } from './bench/faults/figures';
import { postgresKills, sqliteKills } from './bench/faults/kills';
import { postgresRestart } from './bench/faults/postgres-restart';
import { Run } from './bench/faults/run';
import { sigterm } from './bench/faults/sigterm';
import { seconds } from './bench/faults/timing';
import { readCommandLine } from './bench/harness';
import { ensureBuild } from '../qa/api';
import { formatCpuShare, formatLoad, watchMachine } from './bench/machine-load';
import { formatTable, left, REPORT_DIR, right, writeReport } from './bench/report';

const SCENARIOS = {
  'sqlite-kills': sqliteKills,
  'postgres-kills': postgresKills,
  'postgres-restart': postgresRestart,
  burst,
  sigterm,
} satisfies Record<string, Scenario>;
type ScenarioName = keyof typeof SCENARIOS;

const options = readCommandLine({
  scenario: { type: 'string', multiple: true },
  json: { type: 'string', default: join(REPORT_DIR, 'faults.json') },
});

function selectedScenarios(): ScenarioName[] {
  const names = options.scenario ?? [];
  for (const name of names) {
    if (!(name in SCENARIOS)) {
      throw new Error(`Unknown scenario ${name}: one of ${Object.keys(SCENARIOS).join(', ')}`);
    }
  }
  return names.length > 0 ? (names as ScenarioName[]) : (Object.keys(SCENARIOS) as ScenarioName[]);
}

const describe = (error: unknown) =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);

/** Each scenario's table, then the summary of every check beside its target. */
function printReports(reports: Report[]) {
  for (const report of reports) {
    console.log(`\n${report.title}\n`);
    console.log(
      formatTable(
        [left('figure'), right('value'), left('target')],
        report.lines.map(([figure, value, target]) => [figure, value, target ?? '']),
      ),
    );
  }
  console.log('\nSummary (issue #18 and #37 targets)\n');
  console.log(
    formatTable(
      [left('scenario'), left('target'), left('figure'), left('met')],
      reports
        .flatMap((report) => report.checks)
        .map((check) => [check.scenario, check.target, check.figure, check.met ? 'yes' : 'NO']),
    ),
  );
}

/** Runs the scenarios one after the other; each finishes its report while the next one runs. */
async function runScenarios(run: Run, names: ScenarioName[]) {
  const pending: { name: ScenarioName; report: Promise<Report> }[] = [];
  const failures: { name: ScenarioName; error: string }[] = [];
  const failed = (name: ScenarioName, error: unknown) => {
    failures.push({ name, error: describe(error) });
    run.progress(`${name}: the harness failed: ${String(error)}`);
  };
  for (const name of names) {
    run.progress(`${name}: starting`);
    try {
      const finish = await SCENARIOS[name](run);
      pending.push({ name, report: finish() });
    } catch (error) {
      failed(name, error);
    }
  }
  const reports: Report[] = [];
  for (const { name, report } of pending) {
    try {
      reports.push(await report);
    } catch (error) {
      failed(name, error);
    }
  }
  return { reports, failures };
}

async function main() {
  ensureBuild({ force: false });
  const names = selectedScenarios();
  const machine = watchMachine();
  console.log(`Fault injection on the contact service (${names.join(', ')})`);
  console.log(`${cpus().length} CPUs, node ${process.version}, ${formatLoad(machine.start)}\n`);
  const run = new Run();
  let interrupted = false;
  const interrupt = () => {
    if (interrupted) return;
    interrupted = true;
    console.error('\ninterrupted: stopping every process');
    void run.close().finally(() => process.exit(130));
  };
  process.on('SIGINT', interrupt);
  process.on('SIGTERM', interrupt);

  try {
    const { reports, failures } = await runScenarios(run, names);
    const logs = join(dirname(resolve(options.json)), 'faults-logs');
    run.writeLogs(logs);
    printReports(reports);
    for (const failure of failures)
      console.log(`\nharness failure in ${failure.name}:\n${failure.error}`);
    // PostgreSQL runs detached (pg_ctl), so its time counts as other processes' here: the CPU
    // shares are printed, and only a busy start warns.
    const { start, end, cpu, warning } = machine.finish({ shares: false });
    console.log(`\nstart ${formatLoad(start)}\nend   ${formatLoad(end)}\n${formatCpuShare(cpu)}`);
    if (warning) console.log(warning);
    const file = writeReport(options.json, {
      date: new Date(run.started).toISOString(),
      durationMs: Date.now() - run.started,
      node: process.version,
      cpus: cpus().length,
      load: { start, end },
      cpu: cpu ?? null,
      scenarios: Object.fromEntries(
        reports.map((report) => [
          report.key,
          JSON.parse(
            JSON.stringify(report.figures, (_key, value: unknown): unknown =>
              value instanceof Map ? Object.fromEntries(value as Map<string, unknown>) : value,
            ),
          ) as unknown,
        ]),
      ),
      summary: reports.flatMap((report) => report.checks),
      failures,
    });
    console.log(
      `\nfigures: ${file}\nlogs:    ${logs}/ (${seconds(Date.now() - run.started)} in all)`,
    );
    return failures.length === 0;
  } finally {
    await run.close();
  }
}

const ok = await main().catch((error: unknown) => {
  console.error(describe(error));
  return false;
});
process.exit(ok ? 0 : 1);
