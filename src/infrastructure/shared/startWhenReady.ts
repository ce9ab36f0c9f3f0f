/**
 * Starts something once `ready` resolves, and returns its stop at once: a stop called before then means it never
 * starts. A `ready` that fails starts nothing (`onFailure` says why, when given).
 */
export function startWhenReady<Ready>(
  ready: Promise<Ready>,
  start: (value: Ready) => () => void,
  onFailure: (error: unknown) => void = () => {},
): () => void {
  let stopped = false;
  let stop = () => {};
  ready.then((value) => {
    if (!stopped) stop = start(value);
  }, onFailure);
  return () => {
    stopped = true;
    stop();
  };
}
