/**
 * Loading placeholders keep still for the first two seconds and move only when the wait goes on (FEATURES F-perf):
 * a page that loads in time never animates, and while it loads the phone draws no frame for a pulse or a turning
 * circle. Before, a pulsing skeleton or a spinner made the browser draw every frame while the page started; on a
 * phone that is work taken from the start-up (docs/PERFORMANCE.md, "Session 15").
 */
export const LOADING_MOTION_DELAY = '2s';
