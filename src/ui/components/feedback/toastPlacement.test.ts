import { describe, expect, it } from 'vitest';
import { clearance, TOAST_CONTAINER_CLASSES, TOAST_STACK, toastAnchor } from './toastPlacement';

const edges = (top: number, height: number) => ({ top, bottom: top + height, height });

describe('toastAnchor', () => {
  it('on a desktop keeps answers at the top centre and push notifications bottom left', () => {
    expect(toastAnchor('app', false)).toEqual({ vertical: 'top', horizontal: 'center' });
    expect(toastAnchor('push', false)).toEqual({ vertical: 'bottom', horizontal: 'left' });
  });

  it('on a phone shows every toast at the top, away from the bottom bar and the cart bar; pushes in a stack of their own', () => {
    expect(toastAnchor('app', true)).toEqual({ vertical: 'top', horizontal: 'center' });
    expect(toastAnchor('push', true)).toEqual({ vertical: 'top', horizontal: 'left' });
  });

  it("gives the pushes' stacks (the left-anchored ones) the class that puts them under dialogs", () => {
    expect(TOAST_CONTAINER_CLASSES.containerAnchorOriginTopLeft.split(' ')).toContain(TOAST_STACK.push);
    expect(TOAST_CONTAINER_CLASSES.containerAnchorOriginBottomLeft.split(' ')).toContain(TOAST_STACK.push);
    expect(TOAST_CONTAINER_CLASSES.containerAnchorOriginTopCenter).not.toContain(TOAST_STACK.push);
  });
});

describe('clearance', () => {
  it('keeps the sticky header clear at the top and nothing at the bottom when nothing is pinned there', () => {
    expect(clearance(844, edges(0, 61), [])).toEqual({ top: 61, bottom: 0 });
    expect(clearance(844, null, [])).toEqual({ top: 0, bottom: 0 });
  });

  it('keeps the highest of the bars pinned to the bottom clear (cart bar above the bottom bar)', () => {
    const bottomBar = edges(788, 56);
    const cartBar = edges(844 - 64 - 68, 68);
    expect(clearance(844, edges(0, 61), [bottomBar, cartBar])).toEqual({ top: 61, bottom: 64 + 68 });
  });

  it('ignores a bar that is hidden, below the screen, or scrolled far above the bottom edge', () => {
    expect(clearance(900, null, [edges(0, 0), edges(950, 60), edges(300, 68)])).toEqual({ top: 0, bottom: 0 });
  });

  it('counts a sticky bar just leaving its place near the bottom', () => {
    expect(clearance(900, null, [edges(780, 68)])).toEqual({ top: 0, bottom: 120 });
  });
});
