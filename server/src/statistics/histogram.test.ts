import { describe, expect, it } from 'vitest';
import { addBins, medianOf, RESPONSE_BINS, responseBin } from './histogram.js';

const exactMedian = (values: number[]) => medianOf([], values) as number;
const binned = (values: number[]) => {
  const bins = Array.from({ length: RESPONSE_BINS }, () => 0);
  for (const value of values) bins[responseBin(value) - 1] += 1;
  return bins;
};
/** The spec's tolerance: 2.5 % of the exact median, or 0.1 s, whichever is larger. */
const tolerance = (exact: number) => Math.max(0.1, 0.025 * exact);

/** A seeded generator, so a failure names values that can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('answer-time histograms', () => {
  it('put sub-second answers in 0.1 s bins and longer ones in bins growing by 2.5 %', () => {
    expect([0, 0.05, 0.1, 0.99, 3.99].map(responseBin)).toEqual([1, 1, 2, 10, 40]);
    expect(responseBin(-1)).toBe(1);
    expect(responseBin(4)).toBe(41);
    expect(responseBin(4 * 1.025 + 1e-9)).toBe(42);
    expect(responseBin(1e12)).toBe(RESPONSE_BINS);
  });

  it('give 126 instant answers their median, not the first second’s middle', () => {
    const instant = Array.from({ length: 126 }, (_, i) => 0.03 + (0.09 * i) / 125);
    const median = medianOf(binned(instant), []) as number;
    expect(Math.abs(median - exactMedian(instant))).toBeLessThanOrEqual(0.1);
    expect(median).toBeLessThan(0.15);
  });

  it('keep the median within 0.1 s or 2.5 % at every scale', () => {
    const next = random(7);
    for (const scale of [0.05, 0.5, 3, 20, 150, 900, 7_200, 86_400, 2e6]) {
      for (let trial = 0; trial < 200; trial++) {
        const count = 1 + Math.floor(next() * 60);
        const values = Array.from({ length: count }, () => scale * (0.2 + 1.6 * next()));
        // Some of them folded into the histogram, the rest still single answers.
        const folded = Math.floor(next() * count);
        const median = medianOf(binned(values.slice(0, folded)), values.slice(folded)) as number;
        const exact = exactMedian(values);
        expect(Math.abs(median - exact), `${values}`).toBeLessThanOrEqual(tolerance(exact));
      }
    }
  });

  it('tell apart medians a few minutes apart at two hours, so workers sort by them', () => {
    const around = (median: number) => [
      median - 900,
      median - 300,
      median,
      median + 300,
      median + 900,
    ];
    const medians = [7_200, 7_400, 7_600].map((median) => medianOf(binned(around(median)), []));
    expect(medians).toEqual([...medians].sort((a, b) => (a as number) - (b as number)));
    expect(new Set(medians).size).toBe(3);
  });

  it('add histograms bin by bin, whatever their lengths', () => {
    expect(addBins(addBins([], [1, '2']), [3, 4, 5])).toEqual([4, 6, 5]);
  });
});
