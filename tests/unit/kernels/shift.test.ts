import { describe, expect, it } from 'vitest';
import { scaleTimes, shiftTimes } from '../../../shared/kernels/reference/shift';

describe('reference shiftTimes', () => {
  it('shifts from an index on, rounds to whole ms and clamps at zero', () => {
    const start = new Float64Array([1000, 2000, 3000]);
    const end = new Float64Array([1500, 2500, 3500]);
    shiftTimes(start, end, 3, 1, -2200.4);
    expect(Array.from(start)).toEqual([1000, 0, 800]);
    expect(Array.from(end)).toEqual([1500, 300, 1300]);
  });
});

describe('reference scaleTimes', () => {
  it('turns 23.976 fps timing into 25 fps timing', () => {
    const start = new Float64Array([25000]);
    const end = new Float64Array([50000]);
    scaleTimes(start, end, 1, 23.976 / 25);
    expect(Array.from(start)).toEqual([23976]);
    expect(Array.from(end)).toEqual([47952]);
  });
});
