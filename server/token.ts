/**
 * The time trap: a token the service signs when a visitor opens the form, carrying when it was
 * issued. A post whose token is missing, forged, younger than the minimum fill time or older than
 * its lifetime is a bot's. `issuedAt.nonce.hmac`, HMAC-SHA256 with the service's secret.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SpamReason } from './store/submissions';

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export function issueToken(secret: string, now: number): string {
  const payload = `${now.toString(36)}.${randomBytes(9).toString('base64url')}`;
  return `${payload}.${sign(secret, payload)}`;
}

export interface TokenRules {
  now: number;
  minFillMs: number;
  maxAgeMs: number;
}

/** Why a token fails the trap, or null when it passes. */
export function checkToken(
  secret: string,
  token: unknown,
  { now, minFillMs, maxAgeMs }: TokenRules,
): SpamReason | null {
  if (typeof token !== 'string' || token === '') return 'tokenMissing';
  const parts = token.split('.');
  if (parts.length !== 3) return 'tokenInvalid';
  const [issued = '', nonce = '', mac = ''] = parts;
  const expected = Buffer.from(sign(secret, `${issued}.${nonce}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'tokenInvalid';
  const issuedAt = parseInt(issued, 36);
  if (!Number.isFinite(issuedAt)) return 'tokenInvalid';
  const age = now - issuedAt;
  if (age < minFillMs) return 'tooFast';
  if (age > maxAgeMs) return 'tokenExpired';
  return null;
}

export const newSecret = () => randomBytes(32).toString('base64url');
