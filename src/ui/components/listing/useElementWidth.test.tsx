import { render, screen } from '@testing-library/react';
import { act, useRef } from 'react';
import { expect, it, vi } from 'vitest';
import { useElementWidth } from './useElementWidth';

function Measured() {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref);
  return <div ref={ref}>width {width}</div>;
}

it("takes the first width from the resize observer's first report, without reading layout as the page commits", () => {
  let report: ResizeObserverCallback = () => undefined;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        report = callback;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(412);
  render(<Measured />);
  expect(screen.getByText('width 0')).toBeInTheDocument();
  expect(clientWidth).not.toHaveBeenCalled();
  act(() => report([], {} as ResizeObserver));
  expect(screen.getByText('width 412')).toBeInTheDocument();
});

it('measures at once, and on every window resize, where there is no resize observer', () => {
  vi.stubGlobal('ResizeObserver', undefined);
  const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
  render(<Measured />);
  expect(screen.getByText('width 390')).toBeInTheDocument();
  clientWidth.mockReturnValue(1280);
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
  expect(screen.getByText('width 1280')).toBeInTheDocument();
});
