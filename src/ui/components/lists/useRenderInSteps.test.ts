import { renderHook, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useRenderInSteps } from './useRenderInSteps';

it('shows a step of rows at first, a step more per task until all are shown, and never takes rows away', async () => {
  const counts: number[] = [];
  const { result, rerender } = renderHook(
    ({ total }) => {
      const shown = useRenderInSteps(total, 3);
      counts.push(shown);
      return shown;
    },
    { initialProps: { total: 7 } },
  );
  expect(counts[0]).toBe(3);
  await waitFor(() => expect(result.current).toBe(7));
  expect([...new Set(counts)]).toEqual([3, 6, 7]);

  rerender({ total: 2 });
  expect(result.current).toBe(2);
  rerender({ total: 12 });
  expect(result.current).toBe(9); // the rows asked for before (9) come at once; the rest in the next task
  await waitFor(() => expect(result.current).toBe(12));
});

it('draws the first rows of a list that arrives after the first render in the task after its arrival', async () => {
  const { result, rerender } = renderHook(({ total }) => useRenderInSteps(total, 3), { initialProps: { total: 0 } });
  expect(result.current).toBe(0);
  rerender({ total: 7 });
  expect(result.current).toBe(0);
  await waitFor(() => expect(result.current).toBe(7));
});
