import { describe, expect, it } from 'vitest';
import { languageOf } from '../i18n/languages';
import { formatDay } from './formatDay';

describe('formatDay', () => {
  it('writes a journey day in each language, with Latin digits in Bengali; an unreadable day as it is', () => {
    expect(formatDay('2026-11-23', languageOf('en'))).toBe('23 Nov 2026');
    expect(formatDay('2026-11-23', languageOf('hi'))).toMatch(/^23 नव॰? 2026$/);
    expect(formatDay('2026-11-23', languageOf('bn'))).toMatch(/^23 নভে/);
    expect(formatDay('2026-11-23', languageOf('ta'))).toMatch(/^23 நவ/);
    expect(formatDay('not a day', languageOf('hi'))).toBe('not a day');
  });
});
