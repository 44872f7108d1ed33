/**
 * A client that posts like the contact form: one idempotency key per submission, the same post
 * again after a network error or a 502/503/504, every answer recorded; and a post whose body
 * arrives slowly, to be in flight when the service is signalled.
 */
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { errorCode, exchange, httpGet } from './http';

/** An HTTP status, or the network error's code. */
export type Outcome = number | string;

export interface Attempt {
  outcome: Outcome;
  sentAt: number;
  answeredAt: number;
  /** The `Retry-After` header of a 429 or 503. */
  retryAfter?: string;
}

export interface PostResult {
  key: string;
  attempts: Attempt[];
  /** The last attempt's outcome. */
  outcome: Outcome;
  /** The id a 201 carried. */
  id?: string;
}

export interface RetryPolicy {
  /** Posts of one submission at most (the first included). */
  attempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/** Like the form's retry, pressed quickly: enough posts to outlast a restart. */
export const RETRY: RetryPolicy = { attempts: 60, firstDelayMs: 100, maxDelayMs: 500 };

/** What the form's retry does: the same post, with its key, after a network error or a gateway error. */
const retriable = (outcome: Outcome) =>
  typeof outcome === 'string' || outcome === 502 || outcome === 503 || outcome === 504;

/**
 * A valid submission; `token` passes the time trap when the service's minimum fill time is 0.
 * `spam` fills the honeypot: stored as spam, answered like the others, never delivered.
 */
export const submission = (i: number, key: string, token: string, spam = false) => ({
  name: `Fault Visitor ${i}`,
  email: `visitor${i}@example.co.il`,
  company: 'Faults Ltd',
  phone: '+972 50 123 4567',
  topic: 'sales',
  message: `Fault-injection message number ${i}, long enough to pass the schema.`,
  consent: true,
  language: 'en',
  token,
  idempotency_key: key,
  ...(spam && { fax_number: 'bot' }),
});

export class ContactClient {
  /** Requests sent and not answered yet. */
  inFlight = 0;

  private constructor(
    readonly baseUrl: string,
    readonly token: string,
    private readonly policy: RetryPolicy,
  ) {}

  /** Fetches a time-trap token once (as the form does when it opens). */
  static async open(baseUrl: string, policy: RetryPolicy): Promise<ContactClient> {
    const answer = await httpGet(`${baseUrl}/api/contact/token`, 5000);
    if (answer.status !== 200) throw new Error(`token: ${answer.status} ${answer.body}`);
    return new ContactClient(baseUrl, (JSON.parse(answer.body) as { token: string }).token, policy);
  }

  /** One post of the body; never rejects. */
  async attempt(body: string): Promise<Attempt & { id?: string }> {
    const sentAt = Date.now();
    this.inFlight++;
    try {
      const answer = await exchange(`${this.baseUrl}/api/contact`, { method: 'POST', body });
      const retryAfter = answer.headers['retry-after'];
      let id: string | undefined;
      if (answer.status === 201) id = (JSON.parse(answer.body) as { id?: string }).id;
      return {
        outcome: answer.status,
        sentAt,
        answeredAt: Date.now(),
        ...(typeof retryAfter === 'string' && { retryAfter }),
        ...(id !== undefined && { id }),
      };
    } catch (error) {
      return { outcome: errorCode(error), sentAt, answeredAt: Date.now() };
    } finally {
      this.inFlight--;
    }
  }

  /** Posts submission `i` with `key`, again after a network or gateway error, as the policy allows. */
  async post(i: number, key: string, { spam = false } = {}): Promise<PostResult> {
    const body = JSON.stringify(submission(i, key, this.token, spam));
    const attempts: Attempt[] = [];
    for (let n = 1; ; n++) {
      const { id, ...attempt } = await this.attempt(body);
      attempts.push(attempt);
      if (!retriable(attempt.outcome) || n >= this.policy.attempts) {
        return { key, attempts, outcome: attempt.outcome, ...(id !== undefined && { id }) };
      }
      await sleep(Math.min(this.policy.firstDelayMs * 2 ** (n - 1), this.policy.maxDelayMs));
    }
  }
}

export interface SlowPost {
  outcome: Outcome;
  /** When the service had read the headers (it answered `100 Continue`); undefined if never. */
  acceptedAt: number | undefined;
  answeredAt: number;
}

/**
 * A post whose body arrives slowly. It asks `Expect: 100-continue`, so the service's `100
 * Continue` says it has read the headers (the request is its own now, not a connection waiting
 * in a queue); then half the body goes, and the rest `restAfterMs` later. `onAccepted` is called
 * at the `100 Continue`.
 */
export function slowPost(
  baseUrl: string,
  body: string,
  restAfterMs: number,
  onAccepted: () => void,
): Promise<SlowPost> {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  let acceptedAt: number | undefined;
  return new Promise((resolve) => {
    const done = (outcome: Outcome) => resolve({ outcome, acceptedAt, answeredAt: Date.now() });
    const req = request(
      `${baseUrl}/api/contact`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': bytes.length,
          expect: '100-continue',
        },
      },
      (res) => {
        res.resume();
        res.on('error', (error) => done(errorCode(error)));
        res.on('end', () => done(res.statusCode ?? 0));
      },
    );
    req.setTimeout(30_000, () =>
      req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })),
    );
    req.on('error', (error) => done(errorCode(error)));
    req.once('continue', () => {
      acceptedAt = Date.now();
      onAccepted();
      req.write(bytes.subarray(0, half));
      setTimeout(() => req.end(bytes.subarray(half)), restAfterMs);
    });
    req.flushHeaders();
  });
}
