/**
 * How many round trips a response takes on a new connection: TCP's slow start sends at most ten
 * segments, 14,600 bytes, in the first round trip and doubles that in each one after. Lighthouse's
 * simulation models it so (`TCPConnection` in its Lantern), and so do the networks it stands for.
 */

/** A new TCP connection's first window: ten segments of 1,460 bytes. */
export const FIRST_WINDOW_BYTES = 10 * 1460;

/** Round trips to receive `bytes` on a new connection, the window doubling after each. */
export function roundTrips(bytes: number): number {
  let trips = 1;
  for (let window = FIRST_WINDOW_BYTES, received = window; received < bytes; trips += 1) {
    window *= 2;
    received += window;
  }
  return trips;
}
