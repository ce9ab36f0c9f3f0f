/** Fewer departed stops than this before the last one are all listed: a button would take as much room as they do. */
export const MIN_FOLDED_STOPS = 2;

/**
 * A journey's stops as a passenger on the train wants them: the departed stops before the last one folded away (the
 * last departed stop stays, beside the next ones, to show where the train is), the rest listed. Only the leading run
 * of departed stops folds; nothing folds before the train has left its first two stops.
 */
export function foldDepartedStops<Stop extends { passed: boolean }>(
  stops: readonly Stop[],
): { folded: Stop[]; listed: Stop[] } {
  let departed = 0;
  while (departed < stops.length && stops[departed]!.passed) departed += 1;
  const foldCount = departed - 1 >= MIN_FOLDED_STOPS ? departed - 1 : 0;
  return { folded: stops.slice(0, foldCount), listed: stops.slice(foldCount) };
}
