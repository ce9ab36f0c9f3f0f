import { GlobalStyles } from '@mui/material';
import { useEffect } from 'react';
import {
  CLEARANCE_BOTTOM_VAR,
  CLEARANCE_TOP_VAR,
  clearance,
  KEEP_CLEAR_ATTRIBUTE,
  TOAST_CONTAINER_CLASSES,
} from './toastPlacement';

/** notistack's own offset from the edge (20 px minus its 6 px gap between toasts). */
const EDGE_GAP_PX = 14;
const TOP_GAP_PX = 2;

const CONTAINER_STYLES = {
  [`.notistack-SnackbarContainer.${TOAST_CONTAINER_CLASSES.containerAnchorOriginTopCenter}`]: {
    top: `calc(var(${CLEARANCE_TOP_VAR}, 0px) + ${TOP_GAP_PX}px)`,
  },
  [`.notistack-SnackbarContainer.${TOAST_CONTAINER_CLASSES.containerAnchorOriginBottomLeft}`]: {
    bottom: `calc(var(${CLEARANCE_BOTTOM_VAR}, 0px) + ${EDGE_GAP_PX}px)`,
  },
};

const pinned = (edge: 'top' | 'bottom') =>
  [...document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}="${edge}"]`)].map((element) =>
    element.getBoundingClientRect(),
  );

/**
 * Keeps toasts off the header and the bars pinned to the bottom: measures them (once a frame at most, on
 * scroll, resize and page changes) into two CSS variables the toast stacks are placed by, so a toast appears
 * in its place at once.
 */
export function ToastClearance() {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const headers = pinned('top');
      const header = headers.length
        ? headers.reduce((lowest, rect) => (rect.bottom > lowest.bottom ? rect : lowest))
        : null;
      const { top, bottom } = clearance(window.innerHeight, header, pinned('bottom'));
      root.style.setProperty(CLEARANCE_TOP_VAR, `${top}px`);
      root.style.setProperty(CLEARANCE_BOTTOM_VAR, `${bottom}px`);
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
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, []);
  return <GlobalStyles styles={CONTAINER_STYLES} />;
}
