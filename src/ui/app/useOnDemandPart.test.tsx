import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it, onTestFinished, vi } from 'vitest';
import { PART_NOTICE_MS, PartUnavailableNotice } from '../components/feedback/PartUnavailableNotice';
import { pageControls } from './errors/chunkReload';
import { lazyNamed } from './lazyPage';
import { useOnDemandPart } from './useOnDemandPart';

const APP_ERROR_TEXT = {
  partOffline: 'You are offline. This needs a connection: try again once you are back online.',
  partFailed: 'This could not be loaded: the page must be reloaded.',
} as const;

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  onTestFinished(() => {
    delete (window.navigator as { onLine?: boolean }).onLine;
  });
}

/**
 * A part whose download fails while `network.up` is false, as a chunk does offline; with `keepsFailure`, every later
 * download fails too, as in a browser that keeps a failed module download until the page is reloaded.
 */
function flakyPart({ keepsFailure = false } = {}) {
  const network = { up: false, downloads: 0 };
  let failedOnce = false;
  const Part = lazyNamed(async () => {
    network.downloads += 1;
    if (!network.up || (keepsFailure && failedOnce)) {
      failedOnce = true;
      throw new TypeError('Failed to fetch dynamically imported module: /assets/Part.js');
    }
    return { Part: () => <p>The part</p> };
  }, 'Part');
  return { network, Part };
}

/** A page with a button that opens the part, as the header's Account button opens its drawer. */
function PageWithPart({ Part }: { Part: ReturnType<typeof flakyPart>['Part'] }) {
  const part = useOnDemandPart(Part);
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>The page</h1>
      <button
        type="button"
        onClick={() => {
          part.load();
          setOpen(true);
        }}
      >
        Open
      </button>
      {part.ready && open && <Part />}
      {part.failure && <PartUnavailableNotice failure={part.failure} onDismiss={part.dismiss} />}
    </main>
  );
}

function goOnline() {
  setOnline(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

it('offline, a part that cannot be downloaded leaves the page and says so; online, the next open downloads it anew', async () => {
  const { network, Part } = flakyPart();
  setOnline(false);
  render(<PageWithPart Part={Part} />);

  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(APP_ERROR_TEXT.partOffline);
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();

  // Back online, the offline notice goes: it is no longer true.
  network.up = true;
  goOnline();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  const downloads = network.downloads;
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByText('The part')).toBeInTheDocument();
  expect(network.downloads).toBe(downloads + 1);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('in a browser that keeps a failed download, the fresh download online fails too: the notice offers a reload', async () => {
  const reload = vi.spyOn(pageControls, 'reload').mockImplementation(() => undefined);
  onTestFinished(() => reload.mockRestore());
  const { network, Part } = flakyPart({ keepsFailure: true });
  setOnline(false);
  render(<PageWithPart Part={Part} />);
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(APP_ERROR_TEXT.partOffline);

  network.up = true;
  goOnline();
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(APP_ERROR_TEXT.partFailed);
  expect(screen.queryByText('The part')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

it('a part needed in the background loads when needed, and again once the browser is back online', async () => {
  const { network, Part } = flakyPart();
  function Page({ needed }: { needed: boolean }) {
    const part = useOnDemandPart(Part, needed);
    return part.ready ? <Part /> : <p>Without the part</p>;
  }
  const { rerender } = render(<Page needed={false} />);
  rerender(<Page needed />);
  await act(async () => {});
  expect(network.downloads).toBeGreaterThan(0);
  expect(screen.getByText('Without the part')).toBeInTheDocument();

  network.up = true;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByText('The part')).toBeInTheDocument();
});

it('the notice goes by itself after a while', () => {
  vi.useFakeTimers();
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const dismissed = vi.fn();
  render(<PartUnavailableNotice failure="offline" onDismiss={dismissed} />);
  act(() => {
    vi.advanceTimersByTime(PART_NOTICE_MS - 1);
  });
  expect(dismissed).not.toHaveBeenCalled();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(dismissed).toHaveBeenCalledTimes(1);
});
