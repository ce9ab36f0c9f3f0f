import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAIN_ID } from '../../components/layout/SkipLink';
import { FocusNewScreen } from './FocusNewScreen';
import { HEADING_WAIT_MS } from './focusNewScreen';

/** A screen loaded on demand, as the app's routes are: its heading arrives after a spinner. */
const LaterScreen = lazy(async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { default: () => <h1>Order History</h1> };
});

function App({ initial }: { initial: string }) {
  return (
    <MemoryRouter initialEntries={[initial]}>
      <FocusNewScreen />
      <nav>
        <Link to="/cart">Cart</Link>
        <Link to="/login">Sign in</Link>
        <Link to="/history">History</Link>
      </nav>
      <main id={MAIN_ID}>
        <Suspense fallback={<p>Loading</p>}>
          <Routes>
            <Route path="/" element={<h1>Home</h1>} />
            <Route path="/cart" element={<h1>Your cart</h1>} />
            <Route
              path="/login"
              element={
                <>
                  <h1>Sign in</h1>
                  {/* The case under test: a screen that focuses its own field. */}
                  <input aria-label="Phone Number" autoFocus />
                </>
              }
            />
            <Route path="/history" element={<LaterScreen />} />
          </Routes>
        </Suspense>
      </main>
    </MemoryRouter>
  );
}

describe('the focus after a navigation', () => {
  // The focus moves on an animation frame: the browser's own clock.
  beforeEach(() => {
    vi.useRealTimers();
  });

  it("leaves the page's first screen alone", async () => {
    render(<App initial="/" />);
    await screen.findByRole('heading', { name: 'Home' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(document.body);
  });

  it("goes to the new screen's heading, also when the screen arrives later", async () => {
    render(<App initial="/" />);
    await userEvent.click(screen.getByRole('link', { name: 'Cart' }));
    await expect
      .poll(() => document.activeElement, { timeout: HEADING_WAIT_MS })
      .toBe(screen.getByRole('heading', { name: 'Your cart' }));
    await userEvent.click(screen.getByRole('link', { name: 'History' }));
    const later = await screen.findByRole('heading', { name: 'Order History' });
    await expect.poll(() => document.activeElement, { timeout: HEADING_WAIT_MS }).toBe(later);
  });

  it('leaves a focus moved meanwhile: a field the new screen focused itself, a control the customer chose', async () => {
    render(<App initial="/" />);
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Phone Number' }));
    await userEvent.click(screen.getByRole('link', { name: 'History' }));
    screen.getByRole('link', { name: 'Cart' }).focus();
    await screen.findByRole('heading', { name: 'Order History' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Cart' }));
  });
});
