/** The middle value (the upper of the two middle ones for an even count); the values are left as they are. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}
