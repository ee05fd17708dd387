/** The p-th percentile of sorted latencies (the value at floor(p% of the count)). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
