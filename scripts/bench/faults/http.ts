/** HTTP as the fault bench speaks it: one exchange per fresh connection, a network error as a code. */
import { request } from 'node:http';
import { poll } from '../../../qa/api';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A network error's code (`ECONNREFUSED`, `ECONNRESET`, `timeout`), as an outcome. */
export function errorCode(error: unknown): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') return code;
  return typeof message === 'string' ? message : 'error';
}

/** One HTTP exchange on a fresh connection; rejects with the network error. */
export function exchange(
  url: string,
  {
    method = 'GET',
    body,
    timeoutMs = 20_000,
  }: { method?: string; body?: string; timeoutMs?: number },
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {};
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(body);
    }
    const req = request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.setTimeout(timeoutMs, () =>
      req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })),
    );
    req.on('error', reject);
    req.end(body);
  });
}

export const httpGet = (url: string, timeoutMs = 2000) => exchange(url, { timeoutMs });

/**
 * Asks `url` every 50 ms until it answers 200. Before each try `alive` throws if the process
 * that should answer is gone; after `timeoutMs` it rejects with `late()`.
 */
export async function untilOk(
  url: string,
  timeoutMs: number,
  { alive, late }: { alive: () => void; late: () => string },
): Promise<void> {
  // A network error is no answer yet: asked again.
  const { held } = await poll(
    () => httpGet(url, 1000),
    (answer) => answer.status === 200,
    { timeout: timeoutMs, every: 50, alive },
  );
  if (!held) throw new Error(late());
}
