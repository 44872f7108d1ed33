/**
 * Prints what each browser engine ran in this `npm test` (scripts/lib/engine-counts.ts): per suite
 * and engine, how many tests ran, passed, failed and were skipped, and each reason for a skip.
 *
 *   npx tsx scripts/engine-summary.ts          print the counts the runners wrote
 *   npx tsx scripts/engine-summary.ts --clear  forget earlier runs' counts (npm test starts so)
 */
import { clearEngineCounts, engineCountsText, readEngineCounts } from './lib/engine-counts';

if (process.argv.includes('--clear')) {
  clearEngineCounts();
} else {
  const all = readEngineCounts();
  console.log(
    all.length === 0
      ? 'No browser suite has run.'
      : `\nWhat each engine ran:\n${engineCountsText(all)}`,
  );
}
