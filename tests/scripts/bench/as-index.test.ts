import { describe, expect, it } from 'vitest';
import {
  asIndexFrom,
  describeSlowdown,
  parseHostIndex,
  simulatedAsOn,
  slowdownAsOn,
  slowerMachineWarning,
} from '../../../scripts/bench/as-index';

describe('parseHostIndex (--as-index)', () => {
  it('is nothing when the option is not given', () => {
    expect(parseHostIndex(undefined)).toBeUndefined();
  });

  it('reads a whole number of at least 100', () => {
    expect(parseHostIndex('1400')).toBe(1400);
    expect(parseHostIndex('100')).toBe(100);
  });

  it.each(['99', '0', '', '-1400', '1400.5', '1,400', '1e3', ' 1400', 'fast'])(
    'refuses %j, saying what it must be',
    (text) => {
      expect(() => parseHostIndex(text)).toThrow(/^--as-index must be a whole number ≥ 100 \(/);
    },
  );
});

describe('slowdownAsOn', () => {
  it('scales the slowdown by this machine’s index over the host’s', () => {
    // The brief's example: 4× on a host of 1,400 is about 10.9× on a machine of 3,800.
    expect(slowdownAsOn(4, 1400, 3800)).toBe(10.86);
    expect(slowdownAsOn(6, 1400, 3800)).toBe(16.29);
  });

  it('leaves the slowdown as asked on a machine as fast as the host', () => {
    expect(slowdownAsOn(4, 1400, 1400)).toBe(4);
  });

  it('slows a machine slower than the host less than asked', () => {
    expect(slowdownAsOn(4, 1400, 700)).toBe(2);
  });

  it('never goes below 1×, however slow the machine', () => {
    expect(slowdownAsOn(1, 1400, 700)).toBe(1);
    expect(slowdownAsOn(4, 1400, 200)).toBe(1);
  });
});

describe('asIndexFrom', () => {
  it('takes the median of the readings, rounded, and the slowdown from it', () => {
    expect(asIndexFrom(4, 1400, [3790.5, 3900, 3812, 2100, 3805])).toEqual({
      host: 1400,
      measured: 3805,
      applied: 10.87,
    });
  });

  it('fails when nothing was read', () => {
    expect(() => asIndexFrom(4, 1400, [])).toThrow(/No benchmarkIndex/);
  });
});

describe('simulatedAsOn', () => {
  it('records the load as slowly as the host runs, and simulates the slowdown asked on that', () => {
    expect(simulatedAsOn(4, asIndexFrom(4, 1400, [3800]))).toEqual({
      recordedSlower: 2.71,
      simulated: 4,
    });
    expect(simulatedAsOn(6, asIndexFrom(6, 1400, [3167]))).toEqual({
      recordedSlower: 2.26,
      simulated: 6,
    });
  });

  it('records at full speed on a machine as fast as the host', () => {
    expect(simulatedAsOn(4, asIndexFrom(4, 1400, [1400]))).toEqual({
      recordedSlower: 1,
      simulated: 4,
    });
  });

  it('on a slower machine records at full speed and simulates less, never under 1×', () => {
    expect(simulatedAsOn(4, asIndexFrom(4, 1400, [700]))).toEqual({
      recordedSlower: 1,
      simulated: 2,
    });
    expect(simulatedAsOn(4, asIndexFrom(4, 1400, [200]))).toEqual({
      recordedSlower: 1,
      simulated: 1,
    });
  });
});

describe('describeSlowdown', () => {
  it('says "slower" without --as-index, as before', () => {
    expect(describeSlowdown(4)).toBe('4× slower');
  });

  it('names the host, this machine and what is applied with it', () => {
    expect(describeSlowdown(4, { host: 1400, measured: 3812, applied: 10.89 })).toBe(
      '4× as on a host of benchmarkIndex 1,400 (this machine 3,812: 10.9× applied)',
    );
  });

  it('says how a simulation was recorded and what was simulated on the record', () => {
    expect(describeSlowdown(4, { host: 1400, measured: 3812, applied: 10.89 }, 2.72)).toBe(
      '4× as on a host of benchmarkIndex 1,400 (this machine 3,812: its load recorded 2.72× slower, 4× simulated on that)',
    );
  });
});

describe('slowerMachineWarning', () => {
  it('says nothing when this machine is at least as fast as the host', () => {
    expect(slowerMachineWarning(4, asIndexFrom(4, 1400, [3800]))).toBeUndefined();
    expect(slowerMachineWarning(4, asIndexFrom(4, 1400, [1400]))).toBeUndefined();
  });

  it('warns that a slower machine is slowed less than asked', () => {
    expect(slowerMachineWarning(4, asIndexFrom(4, 1400, [700]))).toBe(
      'warning: this machine’s benchmarkIndex (700) is below the host’s (1,400), so it cannot stand for a host that fast at less than 2.0× slower: 4× there is 2.0× here, less than asked.',
    );
  });

  it('warns that below 1× nothing stands for the host', () => {
    expect(slowerMachineWarning(1, asIndexFrom(1, 1400, [700]))).toBe(
      'warning: this machine’s benchmarkIndex (700) is below the host’s (1,400), so it cannot stand for a host that fast at less than 2.0× slower: 1× there would be 0.50× here; 1.0× is applied, so the figures are a slower host’s.',
    );
  });
});
