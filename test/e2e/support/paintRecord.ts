import type { Page } from '@playwright/test';

/** What a page load painted: its largest contentful paint and its layout shifts (without recent input). */
export interface PaintRecord {
  largest: {
    /** The element's tag and the start of its text. */
    element: string;
    size: number;
    /** The address shown when it was painted (a redirect paints the next page's). */
    path: string;
    /** The element was in the HTML as parsed, before any of the app's scripts ran. */
    prerendered: boolean;
  } | null;
  shifts: { value: number; sources: string[] }[];
}

/** CLS as the issue counts it: the sum of the load's layout shifts without recent input. */
export const shiftTotal = (record: PaintRecord): number => record.shifts.reduce((sum, shift) => sum + shift.value, 0);

interface PaintWindow {
  paintRecord: PaintRecord;
}

/**
 * Records every page load's paints from its first byte (an init script): the elements of the HTML as parsed (the
 * document turns 'interactive' before module scripts run), each largest-contentful-paint entry and each layout shift.
 * Returns a reader of the current page's record.
 */
export async function watchPaints(page: Page): Promise<() => Promise<PaintRecord>> {
  await page.addInitScript(() => {
    const parsed = new WeakSet<Element>();
    const record: PaintRecord = { largest: null, shifts: [] };
    (window as unknown as PaintWindow).paintRecord = record;
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        for (const element of document.querySelectorAll('*')) parsed.add(element);
    });
    const describe = (node: Node | null | undefined) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 50)}"`
        : String(node);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { size: number; element: Element | null }[]) {
        record.largest = {
          element: describe(entry.element),
          size: entry.size,
          path: location.pathname,
          prerendered: entry.element !== null && parsed.has(entry.element),
        };
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const moved = (source: { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }) =>
          `from y ${Math.round(source.previousRect.y)} (${Math.round(source.previousRect.height)} high) to y ${Math.round(source.currentRect.y)} (${Math.round(source.currentRect.height)} high)`;
        record.shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => `${describe(source.node)} ${moved(source)}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as PaintWindow).paintRecord);
}
