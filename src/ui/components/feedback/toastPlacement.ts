import type { ToastSource } from '../../../application/notifications/NotificationCenter';

/** Where a toast sits: notistack's anchor origin, kept here so the placement rule has one home. */
export interface ToastAnchor {
  vertical: 'top' | 'bottom';
  horizontal: 'left' | 'center' | 'right';
}

/** Phones and small tablets: below MUI's md breakpoint the bottom bar and the cart bar fill the bottom edge. */
export const PHONE_LAYOUT_QUERY = '(max-width:899.95px)';

const TOP_CENTRE: ToastAnchor = { vertical: 'top', horizontal: 'center' };
const TOP_LEFT: ToastAnchor = { vertical: 'top', horizontal: 'left' };
const BOTTOM_LEFT: ToastAnchor = { vertical: 'bottom', horizontal: 'left' };

/**
 * On a desktop, answers to what the customer did show at the top centre and notifications from outside in the
 * bottom-left corner (the cart bar's View Cart and most primary buttons sit on the right). On a phone every
 * toast shows at the top, under the header: the bottom edge belongs to the bottom bar and the cart bar. Pushes
 * have a stack of their own there too (left-anchored, which on a phone is as wide as the centre one), under the
 * answers' stack and under dialogs and menus (see TOAST_CONTAINER_CLASSES).
 */
export function toastAnchor(source: ToastSource, phoneLayout: boolean = isPhoneLayout()): ToastAnchor {
  if (source === 'push') return phoneLayout ? TOP_LEFT : BOTTOM_LEFT;
  return TOP_CENTRE;
}

export function isPhoneLayout(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(PHONE_LAYOUT_QUERY).matches
  );
}

/** The classes ToastClearance styles notistack's stacks by. */
export const TOAST_STACK = {
  top: 'railbite-toasts-top',
  bottom: 'railbite-toasts-bottom',
  /**
   * The pushes' stack: under MUI's dialogs and menus (a push arrives unasked, and covered a dialog's title and its
   * Close button, or the header's address list, for its 10 s), and on a phone under the answers' stack.
   */
  push: 'railbite-toasts-push',
} as const;

/**
 * Class names for notistack's containers (SnackbarProvider `classes`): ToastClearance styles them so a top
 * stack starts under the sticky header and a bottom stack starts above whatever is pinned to the bottom. The
 * left-anchored stacks are the pushes' (toastAnchor).
 */
export const TOAST_CONTAINER_CLASSES = {
  containerAnchorOriginTopCenter: TOAST_STACK.top,
  containerAnchorOriginTopLeft: `${TOAST_STACK.top} ${TOAST_STACK.push}`,
  containerAnchorOriginTopRight: TOAST_STACK.top,
  containerAnchorOriginBottomCenter: TOAST_STACK.bottom,
  containerAnchorOriginBottomLeft: `${TOAST_STACK.bottom} ${TOAST_STACK.push}`,
  containerAnchorOriginBottomRight: TOAST_STACK.bottom,
} as const;

/** The CSS variables ToastClearance keeps current (pixels kept clear at the top and the bottom of the viewport). */
export const CLEARANCE_TOP_VAR = '--railbite-toast-top';
export const CLEARANCE_BOTTOM_VAR = '--railbite-toast-bottom';
/** The height of the answers' stack at the top: a phone's pushes start under it. */
export const ANSWERS_HEIGHT_VAR = '--railbite-toast-answers';

/**
 * Marks what toasts must not cover: `top` on the sticky header (toasts start under it), `bottom` on the bars
 * pinned to the bottom of the screen (the bottom bar, the cart bar; toasts stay above them).
 */
export const KEEP_CLEAR_ATTRIBUTE = 'data-toast-keep-clear';
export const keepClear = (edge: 'top' | 'bottom') => ({ [KEEP_CLEAR_ATTRIBUTE]: edge });

/** How far above the bottom edge a pinned element still counts (a sticky bar just leaving its place). */
const BOTTOM_BAND_PX = 240;

export interface Edges {
  top: number;
  bottom: number;
  height: number;
}

/**
 * The space toasts leave free: at the top, the header's height while it is on screen; at the bottom, the
 * highest top edge of the bars pinned near the bottom of the viewport. Pure, so the rule is tested alone.
 */
export function clearance(
  viewportHeight: number,
  header: Edges | null,
  pinnedBottom: Edges[],
): { top: number; bottom: number } {
  const top = header && header.height > 0 && header.bottom > 0 ? Math.max(0, Math.round(header.bottom)) : 0;
  let bottom = 0;
  for (const pinned of pinnedBottom) {
    if (pinned.height === 0 || pinned.top >= viewportHeight || pinned.bottom <= viewportHeight - BOTTOM_BAND_PX)
      continue;
    bottom = Math.max(bottom, Math.round(viewportHeight - pinned.top));
  }
  return { top, bottom };
}
