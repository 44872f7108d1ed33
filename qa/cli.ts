/**
 * `npm run paths -- COMMAND [options]`: the QA tool's command line (qa/README.md). Each command
 * is a file of qa/cli/; `npm run paths -- --help` lists them with their options. Exits with 2
 * on a mistake on the command line or in a path file, with a message that says what to do.
 */
import { approve } from './cli/approve';
import { compare } from './cli/compare';
import { exportPaths } from './cli/export';
import { commandHelp, HELP, isCommand, type Command } from './cli/help';
import { list, listCoverage } from './cli/list';
import { merge } from './cli/merge';
import { readCommandLine, type CommandLine } from './cli/options';
import { run } from './cli/run';
import { snap } from './cli/snap';

const COMMANDS: Record<Command, (cli: CommandLine) => void | Promise<void>> = {
  list: (cli) => (cli.values.coverage ? listCoverage : list)(cli),
  export: exportPaths,
  run,
  merge,
  snap,
  compare,
  approve,
};

const args = process.argv.slice(2);
const [command = 'list'] = args;
if (['help', '--help', '-h'].includes(command)) {
  console.log(HELP);
  process.exit(0);
}
try {
  if (!isCommand(command))
    throw new Error(
      `Unknown command "${command}": use ${Object.keys(COMMANDS).join(', ')} (--help)`,
    );
  if (args.includes('--help') || args.includes('-h')) {
    console.log(commandHelp(command));
    process.exit(0);
  }
  await COMMANDS[command](readCommandLine(args));
} catch (error) {
  console.error(`paths: ${(error as Error).message}`);
  process.exit(2);
}
