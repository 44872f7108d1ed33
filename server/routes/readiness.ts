/**
 * `GET /readyz`: whether a load balancer should send this instance traffic. The store is
 * reachable and writable, migrated, and the outbox moving; deliveries given up are reported
 * (`deliveries.failed`) but keep the instance ready.
 */
import type { Handler } from 'hono';
import type { Store } from '../store';
import type { DeliveryKind } from '../store/delivery-kinds';
import type { StoreHealth } from '../store/settings';
import type { Env } from './request';

/** A delivery due this long and claimed by no worker means no instance is draining the outbox. */
const OUTBOX_STUCK_MS = 10 * 60_000;

export interface ReadinessOptions {
  store: Pick<Store, 'kind' | 'settings' | 'deliveries'>;
  /** Whether the outbox sends e-mail at all (SMTP_URL set). */
  sending: boolean;
  /** The kinds of delivery this instance makes: a queue of them that never moves is stuck. */
  deliveryKinds: readonly DeliveryKind[];
  draining: () => boolean;
  now: () => number;
}

export function readiness({
  store,
  sending,
  deliveryKinds,
  draining,
  now,
}: ReadinessOptions): Handler<Env> {
  return async (c) => {
    c.header('Cache-Control', 'no-store');
    if (draining()) return c.json({ ok: false, error: 'Shutting down.' }, 503);
    let health: StoreHealth;
    // Stuck: a delivery this instance could make has waited, and no instance has claimed it.
    let oldestDueAt: number | null = null;
    try {
      health = await store.settings.health(now());
      if (deliveryKinds.length > 0) {
        ({ oldestDueAt } = await store.deliveries.state(now(), deliveryKinds));
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return c.json(
        { ok: false, error: `The store cannot be used: ${reason}`, store: store.kind },
        503,
      );
    }
    const problems: string[] = [];
    if (health.schemaVersion < health.expectedVersion) {
      problems.push(
        `migrations not applied (${health.schemaVersion} of ${health.expectedVersion})`,
      );
    }
    const waiting = oldestDueAt === null ? 0 : now() - oldestDueAt;
    if (waiting > OUTBOX_STUCK_MS) {
      problems.push(`the outbox is stuck (a delivery due for ${Math.round(waiting / 1000)} s)`);
    }
    // A delivery given up (a webhook that kept failing) is reported, but the instance stays
    // ready: the enquiry is stored and e-mailed, the receiver is what is broken, and taking the
    // site out of rotation would lose the next enquiries too.
    const { failed } = health.outbox;
    const warnings =
      failed > 0
        ? [
            `${failed} deliver${failed === 1 ? 'y' : 'ies'} given up after the last attempt (npm run submissions -- list)`,
          ]
        : [];
    return c.json(
      {
        ok: problems.length === 0,
        ...(problems.length > 0 && { error: problems.join('; ') }),
        ...(warnings.length > 0 && { warnings }),
        store: store.kind,
        schemaVersion: health.schemaVersion,
        outbox: { pending: health.outbox.pending, oldestDueMs: waiting, sending },
        deliveries: { failed },
      },
      problems.length === 0 ? 200 : 503,
    );
  };
}
