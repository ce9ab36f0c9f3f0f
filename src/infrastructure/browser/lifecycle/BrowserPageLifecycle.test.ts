// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserPageLifecycle } from './BrowserPageLifecycle';

const showPage = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('BrowserPageLifecycle', () => {
  afterEach(() => showPage('visible'));

  it('tells of the page leaving (hidden, pagehide) and coming back (shown again, network back), until stopped', () => {
    const lifecycle = new BrowserPageLifecycle();
    const leave = vi.fn();
    const back = vi.fn();
    const stopLeave = lifecycle.onLeave(leave);
    const stopBack = lifecycle.onReturn(back);
    showPage('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect([leave.mock.calls.length, back.mock.calls.length]).toEqual([2, 0]);
    showPage('visible');
    window.dispatchEvent(new Event('online'));
    expect([leave.mock.calls.length, back.mock.calls.length]).toEqual([2, 2]);
    stopLeave();
    stopBack();
    showPage('hidden');
    showPage('visible');
    window.dispatchEvent(new Event('online'));
    expect([leave.mock.calls.length, back.mock.calls.length]).toEqual([2, 2]);
  });
});
