import { expect, type Locator, type Page } from '@playwright/test';

/** What the fit probe found in one part of the screen; both lists are empty when everything fits. */
export interface FitReport {
  /** Texts cut off, running out of their box or a box around them, or off the screen. */
  clipped: string[];
  /** Pairs of controls (links, buttons, fields) that lie over one another. */
  overlaps: string[];
}

/**
 * Measures a part of the screen (the header, a bar, a dialog) as it is drawn now:
 * - every visible text (an element's own text nodes) must lie within its element, within every box around it up to
 *   the part (a scrolling box ends the climb: what lies beyond it is reached by scrolling) and within the screen's
 *   width; an element that hides its overflow must not hold more than it shows (scrollWidth > clientWidth, a line
 *   clamp's scrollHeight). An ellipsis is allowed only where the caller says data is cut to fit (`truncates`: a
 *   selector, such as the header's address button), on one line, with the whole text as the title or name of the
 *   element or its control: a translated text is never cut;
 * - no two visible controls overlap, unless one holds the other.
 * Visually hidden texts (a box of a pixel) and hidden controls (aria-hidden, a select's native input) are skipped.
 */
export function probeFit(part: Locator, truncates?: string): Promise<FitReport> {
  return part.evaluate((root, truncatable) => {
    const SLACK = 1;
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ');
      const name = element.getAttribute('aria-label') ?? element.getAttribute('title');
      const label = text || name || element.outerHTML.slice(0, 60);
      return `${element.tagName.toLowerCase()} "${label.length > 70 ? `${label.slice(0, 70)}…` : label}"`;
    };
    const tiny = (rect: DOMRect) => rect.width <= 1 || rect.height <= 1;
    /** Drawn and seen: not display:none, not visibility:hidden or transparent, and no ancestor a pixel-sized box. */
    const seen = (element: Element) => {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      for (let box: Element | null = element; box; box = box.parentElement) {
        if (tiny(box.getBoundingClientRect())) return false;
        if (box === root) break;
      }
      return true;
    };
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';
    const hides = (value: string) => value === 'hidden' || value === 'clip';

    const clipped: string[] = [];
    const elements = [root, ...root.querySelectorAll('*')].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && !element.closest('select, script, style, noscript, svg'),
    );
    for (const element of elements) {
      const texts = [...element.childNodes].filter(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (texts.length === 0 || !seen(element)) continue;
      const style = getComputedStyle(element);
      const whole = (element.textContent ?? '').trim();
      const control = element.closest('a, button, [role="button"]');
      const deliberate =
        truncatable !== null &&
        element.closest(truncatable) !== null &&
        style.textOverflow === 'ellipsis' &&
        style.whiteSpace === 'nowrap' &&
        [element, control].some((holder) =>
          [holder?.getAttribute('title'), holder?.getAttribute('aria-label')].some((name) => name?.includes(whole)),
        );
      const rects = texts.flatMap((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return [...range.getClientRects()].filter((rect) => rect.width > 0);
      });
      if (rects.length === 0) continue;
      const text = {
        left: Math.min(...rects.map((rect) => rect.left)),
        right: Math.max(...rects.map((rect) => rect.right)),
        top: Math.min(...rects.map((rect) => rect.top)),
        bottom: Math.max(...rects.map((rect) => rect.bottom)),
      };
      const what = describe(element);
      // A glyph's box is taller than a tight line (line-height 1): a few pixels above and below are the font's.
      const slackY = Math.max(2, parseFloat(style.fontSize) * 0.3);

      if (deliberate) {
        // Its text runs on under the ellipsis: the box it is cut to must be on screen.
        const box = element.getBoundingClientRect();
        if (box.left < -SLACK || box.right > innerWidth + SLACK) clipped.push(`${what} runs off the screen`);
        continue;
      }
      // One finding per text, the plainest first.
      if (text.left < -SLACK || text.right > innerWidth + SLACK) {
        clipped.push(`${what} runs off the screen`);
        continue;
      }
      if (hides(style.overflowX) && element.scrollWidth > element.clientWidth + SLACK) {
        clipped.push(`${what} is cut off (${element.scrollWidth} > ${element.clientWidth} px wide)`);
        continue;
      }
      if (hides(style.overflowY) && element.scrollHeight > element.clientHeight + slackY) {
        clipped.push(`${what} is cut off (${element.scrollHeight} > ${element.clientHeight} px high)`);
        continue;
      }

      let [acrossEnds, downEnds, placed] = [false, false, false];
      for (let box: HTMLElement | null = element; box && !(acrossEnds && downEnds); box = box.parentElement) {
        const boxStyle = getComputedStyle(box);
        if (box !== element) {
          acrossEnds ||= scrolls(boxStyle.overflowX);
          downEnds ||= scrolls(boxStyle.overflowY);
        }
        const rect = box.getBoundingClientRect();
        const where = box === element ? 'its box' : describe(box).slice(0, 60);
        // Above a box placed on purpose (a badge on an icon's corner), only a box that hides its overflow can cut it.
        const [checkAcross, checkDown] = [
          !acrossEnds && (!placed || hides(boxStyle.overflowX)),
          !downEnds && (!placed || hides(boxStyle.overflowY)),
        ];
        placed ||= boxStyle.position === 'absolute' || boxStyle.position === 'fixed';
        const across = checkAcross && (text.left < rect.left - SLACK || text.right > rect.right + SLACK);
        const down = checkDown && (text.top < rect.top - slackY || text.bottom > rect.bottom + slackY);
        if (across || down) {
          const verb = hides(across ? boxStyle.overflowX : boxStyle.overflowY) ? 'is cut off by' : 'runs out of';
          clipped.push(`${what} ${verb} ${where} (${across ? 'sideways' : 'downwards'})`);
          break;
        }
        if (box === root) break;
      }
    }

    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], ' +
      '[role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="combobox"], [role="menuitem"]';
    const controls = [...root.querySelectorAll(CONTROLS)].filter(
      (control) =>
        !control.closest('[aria-hidden="true"]') && control.getAttribute('tabindex') !== '-1' && seen(control),
    );
    const overlaps: string[] = [];
    controls.forEach((a, index) => {
      for (const b of controls.slice(index + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const [ra, rb] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
        const width = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const height = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (width > SLACK && height > SLACK)
          overlaps.push(`${describe(a)} overlaps ${describe(b)} by ${Math.round(width)}×${Math.round(height)} px`);
      }
    });
    return { clipped, overlaps };
  }, truncates ?? null);
}

/**
 * Waits for the part's opening to end (a menu grows, a drawer slides in): measured midway, its boxes are scaled or
 * moved. Endless animations (a spinner) are not waited for.
 */
async function settled(part: Locator) {
  await part.evaluate(async (element) => {
    const animations: Animation[] = [];
    for (let box: Element | null = element; box; box = box.parentElement)
      animations.push(
        ...box.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity),
      );
    await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Asserts that the named parts of the screen fit: no clipped text and no overlapping controls in each (probeFit), no
 * part over another (the sticky header, the cart bar and the bottom bar), and no sideways scrolling of the page.
 */
export async function expectFits(
  page: Page,
  screen: string,
  parts: Record<string, Locator>,
  { truncates }: { truncates?: string } = {},
) {
  for (const [name, part] of Object.entries(parts)) {
    await expect(part, `${screen}: the ${name} is shown`).toBeVisible();
    await settled(part);
  }
  await page.screenshot({ path: `test-results/screens/fit-${screen.replace(/\W+/g, '-')}.png` });
  const boxes: [string, { x: number; y: number; width: number; height: number }][] = [];
  for (const [name, part] of Object.entries(parts)) {
    const report = await probeFit(part, truncates);
    // Soft: one run lists every part that does not fit, not only the first.
    expect.soft(report.clipped, `${screen}, ${name}: clipped text`).toEqual([]);
    expect.soft(report.overlaps, `${screen}, ${name}: overlapping controls`).toEqual([]);
    boxes.push([name, (await part.boundingBox())!]);
  }
  const overlapping = boxes.flatMap(([nameA, a], index) =>
    boxes.slice(index + 1).flatMap(([nameB, b]) => {
      const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      return width > 1 && height > 1 ? [`the ${nameA} overlaps the ${nameB}`] : [];
    }),
  );
  expect.soft(overlapping, `${screen}: parts over one another`).toEqual([]);
  expect
    .soft(
      await page.evaluate(() => document.documentElement.scrollWidth > innerWidth),
      `${screen}: the page scrolls sideways`,
    )
    .toBe(false);
}
