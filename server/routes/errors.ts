/**
 * What an error thrown by a route becomes: a store that cannot be reached is 503 with
 * `Retry-After` (a plain page for a browser without JavaScript, JSON otherwise: nothing was kept,
 * send it again); anything else is 500, logged, never a stack trace in the answer.
 */
import type { ErrorHandler } from 'hono';
import { StoreUnavailable } from '../store/unavailable';
import { refuse, requestLanguage, wantsPage, type Env } from './request';
import { unavailablePage } from './unavailable-page';

/** How long a visitor is asked to wait when the database is unreachable. */
const UNAVAILABLE_RETRY_S = 5;

export const answerError =
  (log: (line: string) => void): ErrorHandler<Env> =>
  (error, c) => {
    if (error instanceof StoreUnavailable) {
      log(`${c.req.method} ${c.req.path}: ${error.message}`);
      c.header('Retry-After', String(UNAVAILABLE_RETRY_S));
      if (wantsPage(c)) {
        return c.html(unavailablePage(c.get('language') ?? requestLanguage(c)), 503);
      }
      return refuse(
        c,
        503,
        'Messages cannot be stored right now. Nothing was kept: please send it again in a moment.',
      );
    }
    log(`error on ${c.req.method} ${c.req.path}: ${error.stack ?? String(error)}`);
    return refuse(c, 500, 'Something went wrong on our side. Please try again.');
  };
