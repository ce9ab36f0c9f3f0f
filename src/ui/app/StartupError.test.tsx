import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { StartupError } from './StartupError';

const reload = vi.fn();

afterEach(() => {
  vi.unstubAllGlobals();
  reload.mockReset();
});

it("offers 'Reset demo data' in the demo: it forgets the saved demo, then starts again", async () => {
  vi.stubGlobal('location', { ...window.location, reload });
  const reset = vi.fn();
  render(<StartupError onResetDemoData={reset} />);
  expect(screen.getByRole('heading', { name: 'RailBite could not start' })).toBeInTheDocument();
  expect(screen.getByText('Something went wrong while starting the app. Please try again.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reset demo data' }));
  expect(reset).toHaveBeenCalledTimes(1);
  expect(reload).toHaveBeenCalledTimes(1);
});

it('offers only Try again on the live API', () => {
  render(<StartupError />);
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reset demo data' })).toBeNull();
});
