/** `scheduler.yield()` (Chromium 129+, Firefox 142+): not yet in TypeScript's DOM types. */
type YieldingScheduler = { yield?: () => Promise<void> };

/** A message to ourselves: a new task, neither clamped like a nested setTimeout nor faked by test clocks. */
function nextMessage(): Promise<void> {
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
 * Ends the current task and continues in a new one, so the browser can paint and answer input in between: start-up
 * work cut into steps this way never makes one long task (Lighthouse's Total Blocking Time counts every task over
 * 50 ms on a 4× slower phone). `scheduler.yield()` where the browser has it (the rest of the work goes ahead of
 * other queued tasks), otherwise a message to ourselves.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : nextMessage();
}

/**
 * Ends the current task and continues in a new one queued behind the tasks already waiting (a message to ourselves),
 * where `nextTask` continues ahead of them: the demo backend loads its data this way, so the page's own tasks
 * (hydration, input) take turns with it instead of waiting for all of it. Not `scheduler.postTask` at background
 * priority: a page that keeps its main thread busy (a loaded phone, two test workers) starved those tasks for seconds.
 */
export function queuedTask(): Promise<void> {
  return nextMessage();
}
