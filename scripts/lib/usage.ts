import { readFileSync } from 'node:fs';

/**
 * The running script's first doc comment, without its stars: a script's header says what it does
 * and how to call it, so `--help` prints that.
 */
export function usage(): string {
  const script = readFileSync(process.argv[1]!, 'utf8');
  const comment = /\/\*\*([^]*?)\*\//.exec(script)?.[1] ?? '';
  return comment
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim();
}
