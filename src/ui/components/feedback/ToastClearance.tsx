import { GlobalStyles } from '@mui/material';
import { useEffect } from 'react';
import {
  ANSWERS_HEIGHT_VAR,
  CLEARANCE_BOTTOM_VAR,
  CLEARANCE_TOP_VAR,
  clearance,
  KEEP_CLEAR_ATTRIBUTE,
  TOAST_STACK,
} from './toastPlacement';

/** notistack's own offset from the edge (20 px minus its 6 px gap between toasts). */
const EDGE_GAP_PX = 14;
const TOP_GAP_PX = 2;

/** Under MUI's modal layer (1300: dialogs, menus, popovers), over the app bar (1100) and the drawer (1200). */
const PUSH_STACK_Z_INDEX = 1250;

const ANSWERS_STACK = `.notistack-SnackbarContainer.${TOAST_STACK.top}:not(.${TOAST_STACK.push})`;

const CONTAINER_STYLES = {
  [`.notistack-SnackbarContainer.${TOAST_STACK.top}`]: {
    top: `calc(var(${CLEARANCE_TOP_VAR}, 0px) + ${TOP_GAP_PX}px)`,
  },
  [`.notistack-SnackbarContainer.${TOAST_STACK.top}.${TOAST_STACK.push}`]: {
    top: `calc(var(${CLEARANCE_TOP_VAR}, 0px) + var(${ANSWERS_HEIGHT_VAR}, 0px) + ${TOP_GAP_PX}px)`,
  },
  [`.notistack-SnackbarContainer.${TOAST_STACK.bottom}`]: {
    bottom: `calc(var(${CLEARANCE_BOTTOM_VAR}, 0px) + ${EDGE_GAP_PX}px)`,
  },
  [`.notistack-SnackbarContainer.${TOAST_STACK.push}`]: { zIndex: PUSH_STACK_Z_INDEX },
};

const pinned = (edge: 'top' | 'bottom') =>
  [...document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}="${edge}"]`)].map((element) =>
    element.getBoundingClientRect(),
  );

/**
 * Keeps toasts off the header and the bars pinned to the bottom, and a phone's pushes under the answers: measures
 * them (once a frame at most, on scroll, resize, page changes and the answers' stack resizing) into the CSS
 * variables the toast stacks are placed by, so a toast appears in its place at once.
 */
export function ToastClearance() {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    let watched: Element | null = null;
    // The answers' stack grows as a toast slides in and shrinks as one leaves: the pushes under it follow.
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(() => schedule()) : null;
    const measure = () => {
      frame = 0;
      const headers = pinned('top');
      const header = headers.length
        ? headers.reduce((lowest, rect) => (rect.bottom > lowest.bottom ? rect : lowest))
        : null;
      const { top, bottom } = clearance(window.innerHeight, header, pinned('bottom'));
      root.style.setProperty(CLEARANCE_TOP_VAR, `${top}px`);
      root.style.setProperty(CLEARANCE_BOTTOM_VAR, `${bottom}px`);
      const answers = document.querySelector(ANSWERS_STACK);
      root.style.setProperty(ANSWERS_HEIGHT_VAR, `${Math.round(answers?.getBoundingClientRect().height ?? 0)}px`);
      if (resized && answers !== watched) {
        if (watched) resized.unobserve(watched);
        if (answers) resized.observe(answers);
        watched = answers;
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // A toast appearing, the cart bar appearing, a new screen: all are changes to the document.
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      changes.disconnect();
      resized?.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, []);
  return <GlobalStyles styles={CONTAINER_STYLES} />;
}
