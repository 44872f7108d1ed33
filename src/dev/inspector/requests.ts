/**
 * What the inspector page asks the dev server (scripts/vite/machine-inspector.ts): the last run's coverage, the
 * shortest generated path to a part of a chart, and a session turned into a path file. Each is
 * an actor the inspector machine invokes; a failure rejects with a message to show.
 */
import { fromPromise } from 'xstate';
import { parseCoverage, type CoverageReport } from '../coverage-overlay';
import type { ShortestPath } from '../inspector-types';
import type { Session } from '../session';

const BASE = '/__machines';

/** Offers `text` as a file to save: the browser's own download, no server round trip. */
export function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The server's `{ error }`, or the status when the body says nothing. */
async function failure(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  const error =
    typeof body?.error === 'string' ? body.error : `${response.status} ${response.statusText}`;
  return new Error(error);
}

export const fetchCoverage = fromPromise<CoverageReport>(async () => {
  const response = await fetch(`${BASE}/coverage.json`);
  if (!response.ok) throw await failure(response);
  return parseCoverage(await response.text());
});

export const fetchShortest = fromPromise<
  ShortestPath,
  { machineId: string; target: string; project: string }
>(async ({ input }) => {
  const query = new URLSearchParams({ machine: input.machineId, target: input.target });
  if (input.project !== 'all') query.set('project', input.project);
  const response = await fetch(`${BASE}/shortest?${query}`);
  if (!response.ok) throw await failure(response);
  return (await response.json()) as ShortestPath;
});

export const savePath = fromPromise<void, { session: Session; machineId: string }>(
  async ({ input }) => {
    const response = await fetch(`${BASE}/path`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session: input.session, machine: input.machineId }),
    });
    if (!response.ok) throw await failure(response);
    download(`path-${input.machineId}.json`, await response.text());
  },
);
