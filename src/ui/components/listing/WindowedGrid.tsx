import { type ReactNode, startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { columnsFor, type RowWindow, visibleRows } from './gridWindow';
import { useElementWidth } from './useElementWidth';
import { useWindowScroll } from './useWindowScroll';

export const GRID_GAP = 16;
const MIN_COLUMN_WIDTH = 200;
const OVERSCAN_ROWS = 2;
const NO_ROWS: RowWindow = { first: 0, end: 0 };

/** The state update to `next` rows: an unchanged range keeps the current state, so nothing renders again. */
const towards = (next: RowWindow) => (current: RowWindow) =>
  current.first === next.first && current.end === next.end ? current : next;
/** FEATURES F-discovery: the next page loads when the end of the list is within 200 px of the viewport's bottom. */
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
  onNearEnd?: () => void | Promise<void>;
  /** Rendered below the list in the same columns (skeleton cards). */
  after?: (columns: number) => ReactNode;
}

/**
 * A responsive grid (2 to 6 columns) that renders only the rows near the viewport, so the DOM stays small
 * however many pages are loaded. Rows share one (measured) height and are placed absolutely: a row entering
 * or leaving the view never moves, re-lays out or repaints the others.
 */
export function WindowedGrid<T>({
  items,
  keyOf,
  renderItem,
  label,
  estimateRowHeight,
  onNearEnd,
  after,
}: WindowedGridProps<T>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(containerRef);
  const columns = columnsFor(width, MIN_COLUMN_WIDTH, GRID_GAP);
  const columnWidth = Math.max(0, (width - GRID_GAP * (columns - 1)) / columns);
  const [measuredRowHeight, setMeasuredRowHeight] = useState<number | null>(null);
  const rowHeight = measuredRowHeight ?? estimateRowHeight(columnWidth);
  const pitch = rowHeight + GRID_GAP;
  const rowCount = Math.ceil(items.length / columns);
  const [range, setRange] = useState<RowWindow>(NO_ROWS);

  /** Re-reads where the list is; `urgent` when the list itself changed, else (scrolling) as a transition. */
  const update = useCallback(
    (urgent: boolean) => {
      const container = containerRef.current;
      if (!container) return;
      // An empty list has no row to place and nothing to load (its first page comes from its loader's start): its
      // place on the page is not read, which would force a style and layout pass in the task that commits the page.
      if (rowCount === 0) {
        setRange(towards(NO_ROWS));
        return;
      }
      const rect = container.getBoundingClientRect();
      const next = visibleRows(rect.top, window.innerHeight, pitch, rowCount, OVERSCAN_ROWS);
      const apply = () => setRange(towards(next));
      // While scrolling, React renders the rows entering the view in small slices, so scrolling never blocks.
      if (urgent) apply();
      else startTransition(apply);
      if (onNearEnd && rect.bottom - window.innerHeight <= NEAR_END_PX) void onNearEnd();
    },
    [pitch, rowCount, onNearEnd],
  );
  useLayoutEffect(() => update(true), [update, items.length]);
  useWindowScroll(useCallback(() => update(false), [update]));

  // Every row has the height of its cards; one observer measures them (after layout, never forcing one).
  const [rowObserver, setRowObserver] = useState<ResizeObserver | null>(null);
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const height = Math.max(...entries.map((entry) => entry.contentRect.height));
      if (height > 0)
        setMeasuredRowHeight((current) => (current !== null && Math.abs(current - height) < 0.5 ? current : height));
    });
    setRowObserver(observer);
    return () => observer.disconnect();
  }, []);
  const observeRow = useCallback(
    (row: HTMLDivElement | null) => {
      if (!row || !rowObserver) return;
      rowObserver.observe(row);
      return () => rowObserver.unobserve(row);
    },
    [rowObserver],
  );

  const columnsTemplate = `repeat(${columns}, minmax(0, 1fr))`;
  const rows: number[] = [];
  for (let row = Math.min(range.first, rowCount); row < Math.min(range.end, rowCount); row++) rows.push(row);
  return (
    <>
      <div
        ref={containerRef}
        role="list"
        aria-label={label}
        style={{ position: 'relative', height: Math.max(0, rowCount * pitch - GRID_GAP) }}
      >
        {rows.map((row) => (
          <div
            key={row}
            ref={observeRow}
            role="none"
            style={{
              position: 'absolute',
              top: row * pitch,
              left: 0,
              right: 0,
              display: 'grid',
              gridTemplateColumns: columnsTemplate,
              gap: GRID_GAP,
            }}
          >
            {items.slice(row * columns, (row + 1) * columns).map((item, index) => (
              <div
                key={keyOf(item)}
                role="listitem"
                aria-setsize={items.length}
                aria-posinset={row * columns + index + 1}
              >
                {renderItem(item)}
              </div>
            ))}
          </div>
        ))}
      </div>
      {after && (
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: columnsTemplate,
            gap: GRID_GAP,
            marginTop: items.length > 0 ? GRID_GAP : 0,
          }}
        >
          {after(columns)}
        </div>
      )}
    </>
  );
}
