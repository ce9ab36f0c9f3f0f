/** How many columns fit a width: at least 2, at most 6 (FEATURES F-discovery: 2 to 6 columns by width). */
export function columnsFor(width: number, minColumnWidth: number, gap: number, min = 2, max = 6): number {
  const fit = Math.floor((width + gap) / (minColumnWidth + gap));
  return Math.min(max, Math.max(min, fit));
}

export interface RowWindow {
  first: number;
  /** Exclusive. */
  end: number;
}

/**
 * The rows to render for a list whose top is `listTop` px from the viewport's top (negative once scrolled
 * past): the rows in view plus `overscan` rows either side, so a fast scroll never shows a blank.
 */
export function visibleRows(
  listTop: number,
  viewportHeight: number,
  rowPitch: number,
  rowCount: number,
  overscan: number,
): RowWindow {
  if (rowCount === 0 || rowPitch <= 0) return { first: 0, end: 0 };
  const first = Math.max(0, Math.floor(-listTop / rowPitch) - overscan);
  const end = Math.max(0, Math.min(rowCount, Math.ceil((viewportHeight - listTop) / rowPitch) + overscan));
  return { first: Math.min(first, end), end };
}
