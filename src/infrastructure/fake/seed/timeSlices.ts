import { queuedTask } from '../../../nextTask';

/**
 * Long work in short slices: call `await pause()` between steps; once a slice has run `sliceMs`, it yields to
 * the event loop, so the page stays responsive (no task over 50 ms on a slow phone) while the demo backend
 * fills its tables at start-up. The next slice is queued behind the page's own waiting tasks (hydration, input).
 */
export function timeSlices(sliceMs = 6) {
  let sliceStart = performance.now();
  return async function pause() {
    if (performance.now() - sliceStart < sliceMs) return;
    await queuedTask();
    sliceStart = performance.now();
  };
}
