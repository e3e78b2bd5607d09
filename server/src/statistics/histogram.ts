/**
 * Answer-time histograms, as the roll-ups store them (server/drizzle/functions/response_bin.sql):
 * 0.1 s wide bins below 4 s, then bins growing by 2.5 %, the last holding the rest. Any two points
 * of one bin are within 0.1 s or 2.5 % of each other, so a median read inside its bin is too.
 */
export const RESPONSE_BINS = 600;
const LINEAR_BINS = 40;
const LINEAR_WIDTH = 0.1;
const LINEAR_END = LINEAR_BINS * LINEAR_WIDTH;
const GROWTH = 1.025;

/** A waiting time's bin (1-based), as `response_bin` computes it. */
export function responseBin(seconds: number) {
  if (seconds < LINEAR_END) return 1 + Math.floor(Math.max(seconds, 0) / LINEAR_WIDTH);
  const bin = LINEAR_BINS + 1 + Math.floor(Math.log(seconds / LINEAR_END) / Math.log(GROWTH));
  return Math.min(RESPONSE_BINS, bin);
}

/** The point a fraction (0 to 1) of the way through a bin (1-based). */
function pointIn(bin: number, fraction: number) {
  if (bin <= LINEAR_BINS) return (bin - 1 + fraction) * LINEAR_WIDTH;
  return LINEAR_END * GROWTH ** (bin - LINEAR_BINS - 1 + fraction);
}

/**
 * The median of answers' waiting times: exact (as percentile_cont) when every answer is known
 * one by one, otherwise from the histogram with the single answers added to it. The median's rank
 * is placed inside its bin by its position among the bin's answers, so workers whose medians share
 * a bin still sort apart; it stays within the bin, so within 0.1 s or 2.5 % of the exact median.
 */
export function medianOf(bins: number[], exact: number[]): number | null {
  const total = bins.reduce((sum, n) => sum + n, 0) + exact.length;
  if (total === 0) return null;
  if (bins.every((n) => n === 0)) {
    const sorted = [...exact].sort((a, b) => a - b);
    const middle = (sorted.length - 1) / 2;
    return (sorted[Math.floor(middle)] + sorted[Math.ceil(middle)]) / 2;
  }
  const counts = Array.from({ length: RESPONSE_BINS }, (_, i) => bins[i] ?? 0);
  for (const seconds of exact) counts[responseBin(seconds) - 1] += 1;
  const valueAt = (rank: number) => {
    let before = 0;
    for (const [i, n] of counts.entries()) {
      if (before + n > rank) return pointIn(i + 1, (rank - before + 0.5) / n);
      before += n;
    }
    return pointIn(RESPONSE_BINS, 0.5);
  };
  const middle = (total - 1) / 2;
  return (valueAt(Math.floor(middle)) + valueAt(Math.ceil(middle))) / 2;
}

/** Adds a histogram into a running sum (as long as the longest seen). */
export function addBins(sum: number[], bins: readonly (number | string)[]) {
  bins.forEach((n, i) => {
    sum[i] = (sum[i] ?? 0) + Number(n);
  });
  return sum;
}
