import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it, onTestFinished, vi } from 'vitest';
import { PART_NOTICE_MS, PartUnavailableNotice } from '../components/feedback/PartUnavailableNotice';
import { pageControls } from './errors/chunkReload';
import { APP_ERROR_TEXT } from './errors/errorTexts';
import { lazyNamed } from './lazyPage';
import { useOnDemandPart } from './useOnDemandPart';

/**
 * A part whose download fails while `network.up` is false, as a chunk does offline. (Test files share modules: an
 * earlier file's first touch may have fetched parts ahead already, so the downloads are not counted exactly.)
 */
function flakyPart() {
  const network = { up: false, downloads: 0 };
  const Part = lazyNamed(async () => {
    network.downloads += 1;
    if (!network.up) throw new TypeError('Failed to fetch dynamically imported module: /assets/Part.js');
    return { Part: () => <p>The part</p> };
  }, 'Part');
  return { network, Part };
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  onTestFinished(() => {
    delete (window.navigator as { onLine?: boolean }).onLine;
  });
}

it('a part whose code cannot be downloaded leaves the page, says so, and the next open downloads it again', async () => {
  const { network, Part } = flakyPart();
  function Page() {
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
        {part.failed && <PartUnavailableNotice onDismiss={part.dismiss} />}
      </main>
    );
  }
  setOnline(false);
  render(<Page />);

  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(APP_ERROR_TEXT.partOffline);
  expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();

  setOnline(true);
  network.up = true;
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  // (Chromium would answer from its memory of the failure: the notice then offers a reload, see the next test.)
  expect(await screen.findByText('The part')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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

it('online, the notice offers Try again, which reloads: the browser keeps a failed download until the page is reloaded', () => {
  const reload = vi.spyOn(pageControls, 'reload').mockImplementation(() => undefined);
  setOnline(true);
  const dismissed = vi.fn();
  render(<PartUnavailableNotice onDismiss={dismissed} />);
  expect(screen.getByRole('alert')).toHaveTextContent(APP_ERROR_TEXT.partFailed);
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(reload).toHaveBeenCalledTimes(1);

  setOnline(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  expect(screen.getByRole('alert')).toHaveTextContent(APP_ERROR_TEXT.partOffline);
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});

it('the notice goes by itself after a while', () => {
  vi.useFakeTimers();
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const dismissed = vi.fn();
  render(<PartUnavailableNotice onDismiss={dismissed} />);
  act(() => {
    vi.advanceTimersByTime(PART_NOTICE_MS - 1);
  });
  expect(dismissed).not.toHaveBeenCalled();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(dismissed).toHaveBeenCalledTimes(1);
});
