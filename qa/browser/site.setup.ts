/**
 * Runs before the paths of every project: a site that does not answer fails here once, not in
 * each path. Its teardown is the `coverage` test (`coverage.teardown.ts`).
 */
import { expect, test } from '@playwright/test';

test('the site answers at the base URL', async ({ request }) => {
  const response = await request.get('/');
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
});
