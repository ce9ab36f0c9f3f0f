import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { PrerenderedPartLive, revealApp } from './prerenderedPage';

/** A prerendered page as the build writes it: #root inert, its controls disabled and marked. */
function prerenderedRoot(html: string) {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('inert', '');
  root.setAttribute('aria-hidden', 'true');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

it('makes the page live and enables a control React has taken over', () => {
  const root = prerenderedRoot('');
  const { container } = render(<select aria-label="Demo city" />, { container: root });
  const select = container.querySelector('select')!;
  select.setAttribute('disabled', '');
  select.setAttribute('data-shell-disabled', 'disabled');

  revealApp(root);

  expect(root.hasAttribute('inert')).toBe(false);
  expect(root.hasAttribute('aria-hidden')).toBe(false);
  expect(screen.getByRole('combobox', { name: 'Demo city' })).toBeEnabled();
});

it('keeps a control React has not taken over disabled (a choice would be lost), then gives up waiting after 15 s', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  const root = prerenderedRoot('<select aria-label="Demo city" disabled data-shell-disabled="disabled"></select>');

  revealApp(root);
  const select = root.querySelector('select')!;
  expect(select).toBeDisabled();
  await act(() => vi.advanceTimersByTime(14_000));
  expect(select).toBeDisabled();

  await act(() => vi.advanceTimersByTime(2_000));
  expect(select).toBeEnabled();
  expect(select.hasAttribute('data-shell-disabled')).toBe(false);
});

it('enables a control React renders after the root only when React commits its part of the page', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  const root = prerenderedRoot(
    '<button disabled data-shell-disabled="disabled">Use Current Location</button><div></div>',
  );
  revealApp(root);
  const button = root.querySelector('button')!;

  // React renders the part (its props go on the element) but has not committed it: where the visitor's screen
  // differs, React throws this rendering away, and a click on the button now would be lost.
  Object.assign(button, { __reactProps$test: { onClick() {} } });
  await act(() => vi.advanceTimersByTime(1_000));
  expect(button).toBeDisabled();

  render(<PrerenderedPartLive />, { container: root.querySelector('div')! });
  expect(button).toBeEnabled();
  expect(button.hasAttribute('data-shell-disabled')).toBe(false);
});

it('keeps a prerendered chip (a div with the button role) aria-disabled until React commits its part', () => {
  const root = prerenderedRoot(
    '<div role="button" tabindex="0" aria-pressed="false" aria-disabled="true" data-shell-disabled="aria-disabled">' +
      'Payment Processing</div><div></div>',
  );
  revealApp(root);
  const chip = screen.getByRole('button', { name: 'Payment Processing' });
  Object.assign(chip, { __reactProps$test: { onClick() {} } });
  expect(chip).toHaveAttribute('aria-disabled', 'true');

  render(<PrerenderedPartLive />, { container: root.querySelector('div:last-child')! });
  expect(chip).not.toHaveAttribute('aria-disabled');
  expect(chip).toHaveAttribute('aria-pressed', 'false');
  expect(chip.hasAttribute('data-shell-disabled')).toBe(false);
});
