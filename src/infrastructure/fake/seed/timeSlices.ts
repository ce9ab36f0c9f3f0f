/**
 * One turn of the event loop: a message to ourselves (not clamped like a nested setTimeout, nor faked by test clocks).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Long work in short slices: call `await pause()` between steps; once a slice has run `sliceMs`, it yields to
 * the event loop, so the page stays responsive (no task over 50 ms on a slow phone) while the demo backend
 * fills its tables at start-up.
 */
export function timeSlices(sliceMs = 6) {
  let sliceStart = performance.now();
  return async function pause() {
    if (performance.now() - sliceStart < sliceMs) return;
    await nextTask();
    sliceStart = performance.now();
  };
}
