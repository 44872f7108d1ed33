import { describe, expect, it } from 'vitest';
import { poll, pollUntil } from '../poll';

/** A reading that counts its calls and answers from a script of values (a function throws). */
function scripted<T>(answers: Array<T | (() => never)>) {
  let calls = 0;
  const read = () => {
    const answer = answers[Math.min(calls, answers.length - 1)]!;
    calls += 1;
    return typeof answer === 'function' ? (answer as () => never)() : answer;
  };
  return { read, calls: () => calls };
}

const fails = () => {
  throw new Error('not listening');
};

describe('poll', () => {
  it('reads until the condition holds and returns that reading', async () => {
    const { read, calls } = scripted([1, 2, 3, 4]);

    const polled = await poll(read, (value) => value >= 3, { timeout: 1000, every: 1 });

    expect(polled).toEqual({ held: true, last: 3, error: undefined });
    expect(calls()).toBe(3);
  });

  it('reads again after a reading that throws', async () => {
    const { read } = scripted<string>([fails, fails, 'up']);

    const polled = await poll(read, (value) => value === 'up', { timeout: 1000, every: 1 });

    expect(polled.held).toBe(true);
  });

  it('ends when the time is up, with the last reading and the last error', async () => {
    const polled = await poll(fails, () => true, { timeout: 20, every: 5 });

    expect(polled.held).toBe(false);
    expect(polled.error).toEqual(new Error('not listening'));
  });

  it('gives up at once when alive throws', async () => {
    const { read, calls } = scripted([0]);
    const alive = () => {
      throw new Error('the server exited');
    };

    await expect(poll(read, () => false, { timeout: 10_000, alive })).rejects.toThrow(
      'the server exited',
    );
    expect(calls()).toBe(0);
  });
});

describe('pollUntil', () => {
  it('returns the reading that held', async () => {
    const { read } = scripted(['loading', 'live']);

    await expect(
      pollUntil(read, (value) => value === 'live', 'the app goes live', {
        timeout: 1000,
        every: 1,
      }),
    ).resolves.toBe('live');
  });

  it('throws its message with the time and the last reading', async () => {
    await expect(
      pollUntil(
        () => ({ app: 'catchingUp' }),
        () => false,
        'the app goes live',
        {
          timeout: 10,
          every: 2,
        },
      ),
    ).rejects.toThrow('the app goes live: not within 10 ms (last read: {"app":"catchingUp"})');
  });
});
