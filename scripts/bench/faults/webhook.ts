/**
 * The fault bench's webhook receiver (issue #37): a local node:http server that checks each post's
 * signature, records it by Idempotency-Key and answers 500 to every `failEvery`th post, so the
 * outbox's retries are exercised while instances are killed. The figures say whether every
 * enquiry reached it, and whether one was ever delivered under two keys.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PostResult } from './client';
import { countBy } from './figures';
import type { StoredRow } from './store-reader';

export const WEBHOOK_SECRET = 'bench-faults-webhook-secret';

interface WebhookHit {
  key: string | undefined;
  /** The id in the body. */
  id: string | undefined;
  status: number;
  signed: boolean;
  at: number;
}

function signedBy(body: Buffer, header: string | string[] | undefined) {
  const expected = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex')}`;
  return (
    typeof header === 'string' &&
    header.length === expected.length &&
    timingSafeEqual(Buffer.from(header), Buffer.from(expected))
  );
}

export async function startWebhookReceiver({ failEvery = 5 } = {}) {
  const hits: WebhookHit[] = [];
  let posts = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      let id: string | undefined;
      try {
        id = (JSON.parse(body.toString('utf8')) as { id?: string }).id;
      } catch {
        id = undefined;
      }
      const signed = signedBy(body, request.headers['x-kavana-signature']);
      const status = !signed ? 401 : ++posts % failEvery === 0 ? 500 : 204;
      const key = request.headers['idempotency-key'];
      hits.push({
        key: typeof key === 'string' ? key : undefined,
        id,
        status,
        signed,
        at: Date.now(),
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What reached the receiver, beside what the visitors were told was stored. */
export function webhookFigures(results: PostResult[], rows: StoredRow[], hits: WebhookHit[]) {
  const spam = new Set(rows.filter((row) => row.spam !== null).map((row) => row.id));
  const delivered = hits.filter((hit) => hit.status >= 200 && hit.status < 300);
  const keysById = new Map<string, Set<string>>();
  for (const hit of delivered) {
    const keys = keysById.get(hit.id ?? '(none)') ?? new Set();
    keys.add(hit.key ?? '(none)');
    keysById.set(hit.id ?? '(none)', keys);
  }
  const deliveries = countBy(delivered, (hit) => hit.id ?? '(none)');
  const enquiries = results.filter(
    (result) => result.outcome === 201 && result.id && !spam.has(result.id),
  );
  return {
    posts: hits.length,
    answered500: hits.filter((hit) => hit.status === 500).length,
    badSignatures: hits.filter((hit) => !hit.signed).length,
    enquiriesWithoutDeliveredWebhook: enquiries.filter((result) => !deliveries.has(result.id!))
      .length,
    deliveredUnderDifferentKeys: [...keysById.values()].filter((keys) => keys.size > 1).length,
    keyNotTheId: delivered.filter((hit) => hit.key !== hit.id).length,
    deliveredTwice: [...deliveries.values()].filter((n) => n > 1).length,
    deliveredForSpam: delivered.filter((hit) => spam.has(hit.id ?? '')).length,
  };
}
