import { describe, expect, it } from 'vitest';
import { revealOffset } from './revealOffset';

const row = { scrollLeft: 0, clientWidth: 300, scrollWidth: 420 };

describe('revealOffset', () => {
  it('leaves an item that is wholly in view where it is', () => {
    expect(revealOffset(row, { start: 16, end: 120 })).toBeNull();
    expect(revealOffset({ ...row, scrollLeft: 100 }, { start: 100, end: 400 })).toBeNull();
  });

  it('scrolls an item cut off on the right fully into view, with a margin', () => {
    expect(revealOffset(row, { start: 280, end: 400 })).toBe(116);
  });

  it('scrolls an item cut off on the left back into view, with a margin', () => {
    expect(revealOffset({ ...row, scrollLeft: 120 }, { start: 16, end: 64 })).toBe(0);
    expect(revealOffset({ ...row, scrollLeft: 120 }, { start: 80, end: 140 })).toBe(64);
  });

  it('never scrolls past either end of the row', () => {
    expect(revealOffset(row, { start: 390, end: 420 })).toBe(120);
    expect(revealOffset({ ...row, scrollLeft: 50 }, { start: 4, end: 40 })).toBe(0);
  });
});
