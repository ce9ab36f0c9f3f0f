/**
 * Loading placeholders keep still for the first two seconds and move only when the wait goes on (FEATURES F-perf):
 * a page that loads in time never animates, and while it loads the phone draws no frame for a pulse or a turning
 * circle. Before, a pulsing skeleton or a spinner made the browser draw every frame while the page started; on a
 * phone that is work taken from the start-up (docs/PERFORMANCE.md, "Session 15").
 */
export const LOADING_MOTION_DELAY = '2s';

/** A loading spinner's box: hidden until the wait goes on (a still spinner looks stuck), then shown as it starts. */
export const WAITING_SPINNER_SX = {
  '@keyframes loadingSpinnerAppears': { from: { visibility: 'hidden' } },
  animation: `loadingSpinnerAppears 0s ${LOADING_MOTION_DELAY} backwards`,
} as const;

/** A MUI CircularProgress that turns only once shown: its rotation waits as long (the circle keeps its length). */
export const WAITING_CIRCULAR_PROGRESS_SX = { animationDelay: LOADING_MOTION_DELAY } as const;
