/**
 * User Timing marks of the demo backend's start-up (docs/PERFORMANCE.md, "How the figures are taken"): they show in a
 * Chromium or Lighthouse trace, so how long a page waits for its first answer can be measured on a busy machine.
 */
export const DEMO_BACKEND_MARKS = {
  start: 'demo-backend:start',
  ready: 'demo-backend:ready',
  firstAnswer: 'demo-backend:first-answer',
} as const;

let answered = false;

/** Marks the first answer the demo backend gives (once per page). */
export function markFirstAnswer() {
  if (answered) return;
  answered = true;
  performance.mark(DEMO_BACKEND_MARKS.firstAnswer);
}
