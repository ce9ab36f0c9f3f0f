/** `index` moved by `step` inside a ring of `length` entries (wraps both ways); 0 for an empty ring. */
export function cycleIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}
