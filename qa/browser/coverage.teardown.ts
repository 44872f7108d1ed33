/**
 * Runs after the paths of every project: attaches the coverage table and document, with what
 * each rule excludes, to the HTML report (each shard's own when the run is sharded; `npm run
 * paths -- merge` prints and writes the whole), and fails if a path reached what a rule says
 * cannot happen.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { contradictionsOf, coverageTable } from '../paths/criteria';
import {
  coverageRecords,
  RUN_COVERAGE_HEADING,
  runCoverageDocument,
  type PathCoverage,
} from './run-coverage';

test('coverage of the machines by the paths that ran', async () => {
  const folder = coverageRecords(test.info().project.outputDir);
  const runs = existsSync(folder)
    ? readdirSync(folder).map(
        (name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as PathCoverage,
      )
    : [];
  const document = runCoverageDocument(runs);
  await test.info().attach('coverage', {
    body: coverageTable(document, RUN_COVERAGE_HEADING),
    contentType: 'text/plain',
  });
  await test.info().attach('coverage.json', {
    body: JSON.stringify(document, null, 2),
    contentType: 'application/json',
  });
  expect(contradictionsOf(document), 'no path reached what a rule says cannot happen').toEqual([]);
});
