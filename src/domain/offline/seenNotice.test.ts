import { describe, expect, it } from 'vitest';
import { liveUpdatedText, seenNoticeText } from './seenNotice';

describe('the offline notice', () => {
  it('names the time the answers were seen, in IST (HH:mm, 24 h)', () => {
    // 08:35 UTC is 14:05 IST.
    expect(seenNoticeText(Date.UTC(2026, 10, 29, 8, 35, 40))).toBe('Offline · showing what you saw at 14:05');
    expect(seenNoticeText(Date.UTC(2026, 10, 29, 18, 31))).toBe('Offline · showing what you saw at 00:01');
  });

  it('marks a saved delay with when it was last updated', () => {
    expect(liveUpdatedText(Date.UTC(2026, 10, 29, 3, 30))).toBe('Delay last updated at 09:00');
  });
});
