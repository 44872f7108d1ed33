/**
 * What `npm run paths -- --help` prints, and `npm run paths -- COMMAND --help` of one command.
 * qa/README.md says the same at more length.
 */

const CHOOSING = `Choosing the paths (list, export, run, snap):
  --machine M[,M…]       only these machines' paths (default: every machine's)
  --criterion C          states | transitions (default) | transition-pairs
  --walk --seed N --length L [--count K]
                         K seeded random walks of up to L steps from each start (default K 1)
  --project P            a device and language, as desktop-en or phone-he (repeatable)
  --engine E             chromium | firefox | webkit | all, or several joined by commas`;

export const COMMANDS = {
  list: `npm run paths -- list [choosing] [--markdown [--out FILE]]
  Prints every chosen path, its steps and what each changes, and whether each engine's runner
  runs it (how, or why not). --markdown writes them as a manual test plan to FILE (default
  paths-report/test-plan.md), worded for each --project given, else for each path's first.

npm run paths -- list --coverage [choosing] [--out FILE]
  Prints, without a browser, what the paths cover per machine, project and engine if every
  step passes, and the paths an engine cannot run with why; writes it as JSON to FILE.`,
  export: `npm run paths -- export [choosing] --out FILE
  Writes the chosen paths as a path file (qa/docs/path-files.md), which run --from runs as written.`,
  run: `npm run paths -- run [choosing | --from FILE] [--path ID | --grep TEXT] [--base-url URL]
                      [--workers N] [--screenshots off|failed|all] [--shard I/N] [--last-failed]
                      [--shrink] [--trace MODE] [--against URL [--theme light|dark]]
  Runs the paths in the browser, against --base-url (any deployment), else against a copy of
  this checkout's production build, built if needed and served on a free port. Chromium and
  Firefox run with Playwright, one project per device, language and engine (phone-he,
  phone-he-firefox); WebKit with its own runner, which lists the paths it cannot run and why.
  --path ID           one path, by its id ("view-mode 07")
  --grep TEXT         the paths whose title matches
  --from FILE         the paths of a path file (export, --shrink or the inspector wrote it)
  --workers N         browsers at once (default 2)
  --screenshots       a screenshot per step: of failed paths (default), all, or off
  --shard I/N         the I-th of N parts, as a blob report in paths-report/blob (then merge)
  --last-failed       only what failed in the last run
  --shrink            cut each failing path to the fewest steps that still fail the same check,
                      written to paths-report/shrunk/ with the command that replays it
  --trace MODE        Playwright's (default retain-on-failure)
  --against URL       run each path on that reference deployment first, and fail a step whose
                      state looks or reads differently from the reference's (--theme, default light)
  --against, --shrink, --trace, --last-failed and --shard are Playwright's: not with WebKit.
  Reports: paths-report/html (Playwright), paths-report/coverage.json, paths-report/webkit/.`,
  merge: `npm run paths -- merge [--out DIR]
  Joins the shards' blob reports into one HTML report and one coverage.json in DIR (default
  paths-report).`,
  snap: `npm run paths -- snap [--base-url URL] --out DIR [choosing | --from FILE]
                       [--engine chromium|firefox] [--theme light|dark|both] [--workers N]
  Runs the paths (by default the states criterion's) in each theme (default both) and records,
  once per distinct machine state × project × theme, the screenshot and the ARIA snapshot, and
  every page whole, into the snapshot folder DIR (qa/docs/state-snapshots.md), in one engine
  (default chromium; WebKit cannot be snapped). Exits with 1 when a path or page failed.`,
  compare: `npm run paths -- compare --baseline DIR --snaps DIR [--out REPORT] [--threshold T]
                          [--max-diff-pixels N] [--across-engines]
npm run paths -- compare --baseline DIR --base-url URL [--engine chromium|firefox] [--out REPORT]
  Compares two snapshot folders state by state (pixelmatch, per-pixel threshold T, default
  0.01; a screenshot differs when more than N pixels, default 0, do; and the accessibility
  tree), or snaps URL as the baseline was snapped, then compares. Writes REPORT (default
  paths-report/compare): index.html, summary.json, the pictures and the compared snaps.
  --across-engines compares two engines' folders by their accessibility trees alone.
  Exits with 1 when anything differs, 0 when nothing does, 2 on bad input.`,
  approve: `npm run paths -- approve REPORT [--baseline DIR]
  Makes REPORT's compared snaps the baseline it was compared with (or DIR); refused if either
  side changed since the comparison.`,
} as const;

export type Command = keyof typeof COMMANDS;

export const isCommand = (name: string): name is Command => Object.hasOwn(COMMANDS, name);

/** The whole help: every command, then how the paths are chosen. */
export const HELP = `The QA tool: test paths generated from the machines (qa/README.md).

${Object.values(COMMANDS).join('\n\n')}

${CHOOSING}

npm run paths -- COMMAND --help prints one command's.`;

/** One command's help, with how the paths are chosen where it generates them. */
export const commandHelp = (command: Command) =>
  ['list', 'export', 'run', 'snap'].includes(command)
    ? `${COMMANDS[command]}\n\n${CHOOSING}`
    : COMMANDS[command];
