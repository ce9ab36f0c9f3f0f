import { Box } from '@mui/material';
import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { columnsFor, type RowWindow, visibleRows } from './gridWindow';
import { useElementWidth } from './useElementWidth';
import { useWindowScroll } from './useWindowScroll';

export const GRID_GAP = 16;
const MIN_COLUMN_WIDTH = 200;
const OVERSCAN_ROWS = 2;
/** Spec §9: the next page loads when the end of the list is within 200 px of the viewport's bottom. */
export const NEAR_END_PX = 200;

export interface WindowedGridProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** The list's accessible name. */
  label: string;
  /** A row's height before one is measured, from the column width. */
  estimateRowHeight: (columnWidth: number) => number;
  /** Called (often: the caller ignores repeats) while the list's end is near the viewport's bottom. */
  onNearEnd?: () => void;
  /** Rendered below the list in the same columns (skeleton cards). */
  after?: (columns: number) => ReactNode;
}

/**
 * A responsive grid (2 to 6 columns) that renders only the rows near the viewport, so the DOM stays small
 * however many pages are loaded. Rows have one height; the rows above and below are stood in for by padding.
 */
export function WindowedGrid<T>({ items, keyOf, renderItem, label, estimateRowHeight, onNearEnd, after }: WindowedGridProps<T>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const rowsRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(containerRef);
  const columns = columnsFor(width, MIN_COLUMN_WIDTH, GRID_GAP);
  const columnWidth = Math.max(0, (width - GRID_GAP * (columns - 1)) / columns);
  const [measuredRowHeight, setMeasuredRowHeight] = useState<number | null>(null);
  const pitch = (measuredRowHeight ?? estimateRowHeight(columnWidth)) + GRID_GAP;
  const rowCount = Math.ceil(items.length / columns);
  const [range, setRange] = useState<RowWindow>({ first: 0, end: 0 });

  const update = useCallback(() => {
    const container = containerRef.current;
    if (!container) return;
    const rect = container.getBoundingClientRect();
    const next = visibleRows(rect.top, window.innerHeight, pitch, rowCount, OVERSCAN_ROWS);
    setRange((current) => (current.first === next.first && current.end === next.end ? current : next));
    if (onNearEnd && rect.bottom - window.innerHeight <= NEAR_END_PX) onNearEnd();
  }, [pitch, rowCount, onNearEnd]);

  useLayoutEffect(update, [update, items.length]);
  useWindowScroll(update);

  const first = Math.min(range.first, rowCount);
  const end = Math.min(range.end, rowCount);
  useLayoutEffect(() => {
    const rows = end - first;
    const element = rowsRef.current;
    if (!element || rows <= 0) return;
    const height = (element.offsetHeight - GRID_GAP * (rows - 1)) / rows;
    if (height > 0) setMeasuredRowHeight((current) => (current !== null && Math.abs(current - height) < 0.5 ? current : height));
  }, [first, end, columns, width]);

  const columnsTemplate = `repeat(${columns}, minmax(0, 1fr))`;
  const visible = items.slice(first * columns, end * columns);
  return (
    <>
      <Box
        ref={containerRef}
        role="list"
        aria-label={label}
        sx={{ pt: `${first * pitch}px`, pb: `${Math.max(0, rowCount - end) * pitch}px` }}
      >
        <Box ref={rowsRef} sx={{ display: 'grid', gridTemplateColumns: columnsTemplate, gap: `${GRID_GAP}px` }}>
          {visible.map((item, index) => (
            <div key={keyOf(item)} role="listitem" aria-setsize={items.length} aria-posinset={first * columns + index + 1}>
              {renderItem(item)}
            </div>
          ))}
        </Box>
      </Box>
      {after && (
        <Box sx={{ display: 'grid', gridTemplateColumns: columnsTemplate, gap: `${GRID_GAP}px`, mt: items.length > 0 ? `${GRID_GAP}px` : 0 }}>
          {after(columns)}
        </Box>
      )}
    </>
  );
}
