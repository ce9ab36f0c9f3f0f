import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/i18n';
import { seenNoticeText } from './seenNoticeText';

afterEach(() => switchLanguage('en'));

describe('the notice over answers seen before', () => {
  it('gives the time they were seen in IST, whatever the device zone, in the language chosen', async () => {
    expect(seenNoticeText(Date.UTC(2026, 10, 29, 8, 35, 40))).toBe('Offline · showing what you saw at 14:05');
    expect(seenNoticeText(Date.UTC(2026, 10, 29, 18, 31))).toBe('Offline · showing what you saw at 00:01');
    await switchLanguage('hi');
    expect(seenNoticeText(Date.UTC(2026, 10, 29, 8, 35, 40))).toBe('ऑफ़लाइन · 14:05 बजे जो देखा था, वही दिख रहा है');
  });
});
