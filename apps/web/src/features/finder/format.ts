/** The spec shows durations with an 's' suffix: 15s. */
export function formatDuration(seconds: number): string {
  return `${seconds}s`;
}
