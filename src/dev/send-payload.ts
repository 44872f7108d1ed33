/** The payload the inspector's send form typed, read as the event it adds to. */
import type { Plain } from './protocol';

/** A JSON object for the event's payload, or an error message. */
export function parsePayload(text: string): { payload: Record<string, Plain> } | { error: string } {
  if (text.trim() === '') return { payload: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { error: `Payload is not JSON: ${(error as Error).message}` };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { error: 'Payload must be a JSON object, for example {"mode": "mobile"}.' };
  }
  if ('type' in parsed)
    return { error: 'Leave "type" out of the payload: choose the event above.' };
  return { payload: parsed as Record<string, Plain> };
}
