import { expect, type Page } from '@playwright/test';

/** What the layout probe found on a screen; every list is empty on a good screen. */
export interface LayoutReport {
  /** The fixed elements on screen: header, bottom bar, cart bar, toasts. */
  fixed: string[];
  overlaps: string[];
  clipped: string[];
  smallTargets: string[];
  /** The page scrolls sideways. */
  sideways: boolean;
}

export const TAP_TARGET_PX = 44;

/**
 * Measures the screen as it is now: fixed elements that overlap, text in the header's address slot and the cart
 * bar that does not fit on its line (unless it ends in an ellipsis and the full text is the control's title or
 * label), and controls smaller than a tap target in the header, the page, the footer and the bars (links inside
 * running text are exempt, as WCAG 2.5.5 exempts them; so is the map, whose markers are not controls one must hit).
 */
export function probeLayout(page: Page): Promise<LayoutReport> {
  return page.evaluate((tap) => {
    const onScreen = (rect: DOMRect) =>
      rect.width > 1 &&
      rect.height > 1 &&
      rect.bottom > 0 &&
      rect.top < innerHeight &&
      rect.right > 0 &&
      rect.left < innerWidth;
    const shown = (element: Element) =>
      getComputedStyle(element).visibility !== 'hidden' && onScreen(element.getBoundingClientRect());

    const fixedElements: [string, Element][] = [];
    const add = (name: string, element: Element | null) => {
      if (element && shown(element)) fixedElements.push([name, element]);
    };
    add('header', document.querySelector('header'));
    add('bottom bar', document.querySelector('nav[aria-label="Mobile"]'));
    add('cart bar', document.querySelector('section[aria-label="Cart summary"]'));
    document.querySelectorAll('.notistack-MuiContent').forEach((toast) => add(`toast "${toast.textContent}"`, toast));

    const overlaps: string[] = [];
    fixedElements.forEach(([nameA, elementA], index) => {
      for (const [nameB, elementB] of fixedElements.slice(index + 1)) {
        const a = elementA.getBoundingClientRect();
        const b = elementB.getBoundingClientRect();
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (width > 0.5 && height > 0.5)
          overlaps.push(`${nameA} overlaps ${nameB} by ${Math.round(width)}×${Math.round(height)} px`);
      }
    });

    const clipped: string[] = [];
    const textOf = (element: Element) => (element.textContent ?? '').trim();
    const singleLine = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
      const text = document.createRange();
      text.selectNodeContents(element);
      return text.getBoundingClientRect().height < lineHeight * 1.5;
    };
    const checkText = (element: HTMLElement, where: string, control: Element | null) => {
      const text = textOf(element);
      if (!text || !shown(element)) return;
      if (!singleLine(element)) clipped.push(`${where}: "${text}" takes more than one line`);
      if (element.scrollWidth <= element.clientWidth) return;
      const style = getComputedStyle(element);
      const ellipsis = style.textOverflow === 'ellipsis' && style.whiteSpace === 'nowrap';
      const named = [control?.getAttribute('title'), control?.getAttribute('aria-label')].some((name) =>
        name?.includes(text),
      );
      if (!ellipsis || !named)
        clipped.push(`${where}: "${text}" is cut off (${element.scrollWidth} > ${element.clientWidth} px)`);
    };
    const address = document.querySelector('header button[aria-haspopup="menu"]');
    address?.querySelectorAll<HTMLElement>('span').forEach((span) => {
      if (span.children.length === 0 && !span.closest('.MuiButton-startIcon, .MuiButton-endIcon'))
        checkText(span, 'header address', address);
    });
    const cartBar = document.querySelector('section[aria-label="Cart summary"]');
    cartBar?.querySelectorAll<HTMLElement>('p, a').forEach((element) => checkText(element, 'cart bar', element));

    const smallTargets: string[] = [];
    const scopes = [...document.querySelectorAll('header, main, footer, nav[aria-label="Mobile"]')];
    const controls = scopes.flatMap((scope) => [
      ...scope.querySelectorAll<HTMLElement>(
        'a[href], button, [role="button"], [role="tab"], input[type="radio"], input[type="checkbox"], select',
      ),
    ]);
    // Inline in a paragraph: the control and what wraps it are inline, and the block around them holds text of its own.
    const inRunningText = (element: HTMLElement) => {
      let block = element.parentElement;
      if (!getComputedStyle(element).display.startsWith('inline')) return false;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      return [...(block?.childNodes ?? [])].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
    };
    for (const control of new Set(controls)) {
      if (control.closest('.leaflet-container') || inRunningText(control)) continue;
      let target: Element = control;
      const after = getComputedStyle(control, '::after');
      // A card's stretched link: its ::after covers the card, which is what one taps.
      if (after.content !== 'none' && after.position === 'absolute' && control.offsetParent)
        target = control.offsetParent;
      if (control instanceof HTMLInputElement) {
        // What one taps for a radio or a check box: its label (a rating's star, a whole address row), else its box.
        target =
          (control.id && document.querySelector(`label[for="${CSS.escape(control.id)}"]`)) ||
          control.closest('label') ||
          control.closest('.MuiButtonBase-root') ||
          control;
      }
      const rect = target.getBoundingClientRect();
      // Not rendered, or visually hidden (a rating's 'no stars' choice): not something to tap.
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (rect.width < tap - 0.5 || rect.height < tap - 0.5) {
        const name =
          control.getAttribute('aria-label') ||
          textOf(control) ||
          control.getAttribute('title') ||
          control.outerHTML.slice(0, 80);
        smallTargets.push(
          `${control.tagName.toLowerCase()} "${name}" is ${Math.round(rect.width)}×${Math.round(rect.height)} px`,
        );
      }
    }
    return {
      fixed: fixedElements.map(([name]) => name),
      overlaps,
      clipped,
      smallTargets,
      sideways: document.documentElement.scrollWidth > innerWidth,
    };
  }, TAP_TARGET_PX);
}

/** Waits until the toasts on screen stop moving (they slide and grow in). */
export async function settleToasts(page: Page) {
  const boxes = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('.notistack-MuiContent')]
        .map((toast) => JSON.stringify(toast.getBoundingClientRect()))
        .join('|'),
    );
  let previous = '';
  await expect
    .poll(
      async () => {
        const now = await boxes();
        const still = now !== '' && now === previous;
        previous = now;
        return still;
      },
      { intervals: [150], timeout: 5_000 },
    )
    .toBe(true);
}

/** Asserts a screen's layout: no overlaps among fixed elements, no clipped text, tap targets of 44 px. */
export async function expectCleanLayout(page: Page, screen: string, { toasts = 1 }: { toasts?: number } = {}) {
  await settleToasts(page);
  const report = await probeLayout(page);
  expect(
    report.fixed.filter((name) => name.startsWith('toast')).length,
    `${screen}: toasts on screen while measuring (${report.fixed.join(', ')})`,
  ).toBeGreaterThanOrEqual(toasts);
  expect(report.overlaps, `${screen}: fixed elements overlapping`).toEqual([]);
  expect(report.clipped, `${screen}: clipped text`).toEqual([]);
  expect(report.smallTargets, `${screen}: tap targets under ${TAP_TARGET_PX} px`).toEqual([]);
  expect(report.sideways, `${screen}: the page scrolls sideways`).toBe(false);
  return report;
}
