/**
 * Real time for generated paths. `xstate/graph` sees a delayed transition as an event
 * (`xstate.after.resizeDebounce.…`); a page sees time pass. A shadow actor of the machine runs on
 * a `SimulatedClock` that remembers its timers, so each delay step knows how many milliseconds
 * the page's clock must move, and a step that a timer due at the same instant already took
 * (the resize debounce and the layout block both end 250 ms after the last resize) is folded into
 * the step before it.
 */
import { createActor, SimulatedClock, type AnyStateMachine, type EventObject } from 'xstate';

/** `xstate.after.resizeDebounce.viewMode.viewport.resizing` → `resizeDebounce`. */
export function delayName(eventType: string): string | null {
  return /^xstate\.after\.([^.]+)\./.exec(eventType)?.[1] ?? null;
}

interface Timer {
  id: number;
  due: number;
  delay: number;
}

/** A `SimulatedClock` that knows which timers are pending and when they are due. */
export class RecordingClock extends SimulatedClock {
  private readonly pending = new Map<number, Timer>();

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id: number = super.setTimeout(() => {
      this.pending.delete(id);
      fn();
    }, timeout);
    this.pending.set(id, { id, due: this.now() + timeout, delay: timeout });
    return id;
  }

  override clearTimeout(id: number): void {
    this.pending.delete(id);
    super.clearTimeout(id);
  }

  /** The latest pending timer of `delay` ms, if any. */
  pendingTimer(delay: number): Timer | undefined {
    return [...this.pending.values()].filter((timer) => timer.delay === delay).at(-1);
  }
}

/** The milliseconds of each named delay of a machine (from `setup({ delays })`). */
export function delaysOf(machine: AnyStateMachine): Record<string, number> {
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(delays).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );
}

/**
 * Replays a path's events on the machine in real time and says, for each, how far the clock
 * moves (`ms`), or that the event already happened (`null`: a timer due at the same instant).
 */
export class Timeline {
  private readonly clock = new RecordingClock();
  private readonly actor;
  private readonly delays: Record<string, number>;

  constructor(machine: AnyStateMachine, input: unknown) {
    this.delays = delaysOf(machine);
    this.actor = createActor(machine, { input, clock: this.clock });
    this.actor.start();
  }

  get snapshot() {
    return this.actor.getSnapshot();
  }

  /**
   * Applies an event. A visitor's event is sent; a delay's event moves the clock to the instant
   * its timer is due. Returns the milliseconds that passed, or `null` if that timer has already
   * fired (it was due when an earlier step moved the clock).
   */
  apply(event: EventObject): number | null {
    const name = delayName(event.type);
    if (!name) {
      this.actor.send(event);
      return 0;
    }
    const delay = this.delays[name];
    if (delay === undefined) throw new Error(`${event.type}: no named delay ${name}`);
    const timer = this.clock.pendingTimer(delay);
    if (!timer) return null;
    const ms = timer.due - this.clock.now();
    this.clock.increment(ms);
    return ms;
  }

  stop() {
    this.actor.stop();
  }
}
