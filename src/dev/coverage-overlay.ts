/**
 * The coverage of the generated test paths, laid over the inspector's charts (issue #22): a
 * coverage document (`paths-report/coverage.json` from `npm run paths -- run`, or any file
 * `qa/docs/coverage.schema.json` describes) read and checked, and for one machine, per project or
 * over all of them, which states and transitions were covered. The document names them as
 * `src/dev/statechart.ts` does (the paths' coverage reads machines there), so its ids are the
 * chart's. Browser-safe.
 */
import * as v from 'valibot';
import { readVersioned } from './versioned-file';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const figure = v.object({ covered: count, total: count });
const item = v.object({ id: v.string(), covered: v.boolean(), excludedBy: v.optional(v.string()) });

const coverageSchema = v.object({
  format: v.literal('kavana-coverage'),
  version: v.literal(1),
  criterion: v.picklist(['states', 'transitions', 'transition-pairs', 'walk', 'session']),
  machines: v.array(
    v.object({
      machine: v.string(),
      projects: v.array(
        v.object({
          project: v.string(),
          device: v.picklist(['desktop', 'narrow', 'phone', 'tablet']),
          language: v.picklist(['en', 'he']),
          paths: count,
          passedPaths: count,
          summary: v.object({ states: figure, transitions: figure, pairs: v.optional(figure) }),
          states: v.array(item),
          transitions: v.array(item),
          pairs: v.optional(v.array(item)),
        }),
      ),
    }),
  ),
  failed: v.array(v.string()),
});

/** A coverage document, as `coverageDocument` in `qa/paths/criteria.ts` writes it. */
export type CoverageReport = v.InferOutput<typeof coverageSchema>;

/** What a chart colours: covered or not by id, and what cannot happen there, with the rule. */
export interface ChartCoverage {
  states: Record<string, boolean>;
  transitions: Record<string, boolean>;
  excluded: Record<string, string>;
}

/** A coverage document that cannot be read, and why. */
export class CoverageFileError extends Error {
  override name = 'CoverageFileError';
}

/** Reads a coverage document, refusing anything but a valid one of version 1. */
export function parseCoverage(text: string): CoverageReport {
  return readVersioned(text, {
    schema: coverageSchema,
    format: 'kavana-coverage',
    version: 1,
    noun: 'coverage document',
    what: 'a coverage document',
    formatHint: '(run `npm run paths -- run` for paths-report/coverage.json)',
    fail: (message) => new CoverageFileError(message),
  });
}

/** The projects the document has coverage for, in its order. */
export const coverageProjects = (report: CoverageReport): string[] => [
  ...new Set(report.machines.flatMap(({ projects }) => projects.map(({ project }) => project))),
];

/**
 * One machine's coverage on a project, or over all (`'all'`: covered on any project, excluded
 * only where every project excludes it). The machine is its id (`sideBar`, the root state's id in
 * the document) or its spec's name (`side-bar`). Ids the document does not list are absent: a
 * machine no path ran has empty records.
 */
export function chartCoverage(
  report: CoverageReport,
  machine: string,
  /** A project's id, or `'all'`. */
  project: string,
): ChartCoverage {
  const coverage: ChartCoverage = { states: {}, transitions: {}, excluded: {} };
  const found = report.machines.find(
    (candidate) =>
      candidate.machine === machine ||
      candidate.projects.some(({ states }) => states.some((state) => state.id === machine)),
  );
  const chosen = (found?.projects ?? []).filter(
    (candidate) => project === 'all' || candidate.project === project,
  );
  const rules = new Map<string, { rule: string; projects: number }>();
  for (const { states, transitions } of chosen)
    for (const [items, covered] of [
      [states, coverage.states],
      [transitions, coverage.transitions],
    ] as const)
      for (const { id, covered: here, excludedBy } of items) {
        covered[id] = (covered[id] ?? false) || here;
        if (excludedBy === undefined) continue;
        const known = rules.get(id);
        rules.set(id, { rule: known?.rule ?? excludedBy, projects: (known?.projects ?? 0) + 1 });
      }
  for (const [id, { rule, projects }] of rules)
    if (projects === chosen.length) coverage.excluded[id] = rule;
  return coverage;
}
