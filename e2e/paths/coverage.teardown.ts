/**
 * Runs after the paths of every project: attaches the coverage table, with what each rule
 * excludes, to the HTML report (each shard's own when the run is sharded; `npm run paths --
 * merge` prints and writes the whole), and fails if a path reached what a rule says cannot happen.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { PROJECTS } from '../../tests/paths/devices';
import { coverageOf, coverageRecords, coverageTable, type PathCoverage } from './coverage';

test('coverage of the machines by the paths that ran', async () => {
  const folder = coverageRecords(test.info().project.outputDir);
  const runs = existsSync(folder)
    ? readdirSync(folder).map(
        (name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as PathCoverage,
      )
    : [];
  const projects = PROJECTS.map(({ id }) => id).filter((id) =>
    runs.some((run) => run.project === id),
  );
  const report = coverageOf(runs, projects);
  await test.info().attach('coverage', { body: coverageTable(report), contentType: 'text/plain' });
  const contradicted = report.flatMap(({ machine, projects }) =>
    projects.flatMap(({ project, excludedButReached }) =>
      excludedButReached.map((item) => `${machine} on ${project}: ${item}`),
    ),
  );
  expect(contradicted, 'no path reached what a rule says cannot happen').toEqual([]);
});
