/**
 * Loading placeholders keep still for the first two seconds and move only when the wait goes on (FEATURES F-fast):
 * a page that loads in time never animates, and while it loads the phone draws no frame for a pulse or a turning
 * circle: a pulsing skeleton or a spinner makes the browser draw every frame while the page starts, work a phone
 * takes from the start-up.
 */
export const LOADING_MOTION_DELAY = '2s';
