/** Scenario 4: 100 posts at once from one client, through nginx to two instances, limit 20. */
import { ContactClient } from './client';
import { checksOf, countBy, formatCounts, logCount, type Report, type Scenario } from './figures';
import type { Run } from './run';

const S4 = { posts: 100, limit: 20, windowMs: 600_000 };
const check = checksOf('Burst over two instances');

export async function burst(run: Run): ReturnType<Scenario> {
  const cluster = await run.sharedCluster();
  const url = await cluster.createDatabase(`faults_burst_${run.id}`);
  const variables = {
    DATABASE_URL: url,
    TRUST_PROXY: '1',
    CONTACT_RATE_LIMIT: String(S4.limit),
    CONTACT_RATE_WINDOW_MS: String(S4.windowMs),
  };
  const { a, b, nginx } = await run.behindNginx('burst', variables);
  const client = await ContactClient.open(nginx.url, {
    attempts: 3,
    firstDelayMs: 100,
    maxDelayMs: 500,
  });
  const results = await Promise.all(
    Array.from({ length: S4.posts }, (_, i) => client.post(i, run.keyOf('burst', i))),
  );
  await nginx.stop();
  await Promise.all([a.stop(), b.stop()]);
  const accepted = results.filter((result) => result.outcome === 201).length;
  const refused = results.filter((result) => result.outcome === 429);
  const figures = {
    limit: S4.limit,
    posts: S4.posts,
    accepted,
    refused: refused.length,
    refusedWithRetryAfter: refused.filter((result) => result.attempts.at(-1)!.retryAfter).length,
    other: countBy(
      results.filter((result) => result.outcome !== 201 && result.outcome !== 429),
      (result) => String(result.outcome),
    ),
    storedBy: { a: logCount([a], /stored submission/), b: logCount([b], /stored submission/) },
    ratio: accepted / S4.limit,
  };
  run.progress('burst: done');
  const report: Report = {
    key: 'burst',
    title: `4. ${S4.posts} posts at once from one client, through nginx to two instances`,
    figures,
    lines: [
      ['limit per client per 10 min', String(S4.limit)],
      ['posts', String(S4.posts)],
      ['accepted (201)', `${accepted} (instance a ${figures.storedBy.a}, b ${figures.storedBy.b})`],
      ['refused (429)', `${refused.length} (${figures.refusedWithRetryAfter} with Retry-After)`],
      ['other', formatCounts(figures.other), 'none'],
      ['accepted / limit', figures.ratio.toFixed(2), '1.0 ± 10%'],
    ],
    checks: [
      check(
        'cut at the limit ±10%',
        `${accepted} of limit ${S4.limit} (${figures.ratio.toFixed(2)})`,
        Math.abs(figures.ratio - 1) <= 0.1,
      ),
    ],
  };
  return () => Promise.resolve(report);
}
