import { useEffect, useState } from 'react';
import { nextTask } from '../../../nextTask';

/**
 * How many of a list's `total` rows to render: `step` rows at first, then `step` more in each following task until all
 * are shown. A page of rich cards arriving at once would render in one long task (ten of the menu's dishes are a long
 * task on Lighthouse's phone); in steps, the first screen paints first and no task blocks input for long. The count
 * only grows: rows already shown are not taken away when the list changes. A list that arrives after the first render
 * (the page's data answer) draws its first rows in the task after its arrival: the render that swaps the page's
 * skeletons for its data is a long task of its own. Show a placeholder while `shown` is 0.
 */
export function useRenderInSteps(total: number, step: number): number {
  const [shown, setShown] = useState(() => (total > 0 ? step : 0));
  useEffect(() => {
    if (shown >= total) return;
    let live = true;
    void nextTask().then(() => {
      if (live) setShown((count) => count + step);
    });
    return () => {
      live = false;
    };
  }, [shown, total, step]);
  return Math.min(shown, total);
}
