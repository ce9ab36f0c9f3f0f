import { describe, expect, it } from 'vitest';
import { seenNoticeText } from './seenNotice';

describe('the offline notice', () => {
  it('names the time the answers were seen, in IST (HH:mm, 24 h)', () => {
    // 08:35 UTC is 14:05 IST.
    expect(seenNoticeText(Date.UTC(2026, 10, 29, 8, 35, 40))).toBe('Offline · showing what you saw at 14:05');
    expect(seenNoticeText(Date.UTC(2026, 10, 29, 18, 31))).toBe('Offline · showing what you saw at 00:01');
  });
});
