/**
 * The scroll position that brings an item of a horizontally scrolling row fully into view, with `margin` to
 * spare on the side it came in from; null when it is already in view (or the row can show no more of it).
 */
export function revealOffset(
  row: { scrollLeft: number; clientWidth: number; scrollWidth: number },
  item: { start: number; end: number },
  margin = 16,
): number | null {
  const maxScroll = Math.max(0, row.scrollWidth - row.clientWidth);
  const clamp = (value: number) => Math.min(maxScroll, Math.max(0, Math.round(value)));
  if (item.start < row.scrollLeft) return clamp(item.start - margin);
  if (item.end > row.scrollLeft + row.clientWidth) return clamp(item.end - row.clientWidth + margin);
  return null;
}
