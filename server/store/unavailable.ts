/**
 * The one error a store's method rejects with when its database cannot be reached or written
 * right now (decision 010): the service answers it 503 with `Retry-After`, never 500, and the
 * outbox and the rate limit try again later instead of giving up.
 */
export class StoreUnavailable extends Error {
  override name = 'StoreUnavailable';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
