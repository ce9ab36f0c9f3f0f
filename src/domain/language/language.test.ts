import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideLanguage, DEFAULT_LANGUAGE, primarySubtag, settleProfileLanguage } from './language';

const SUPPORTED = ['en', 'hi', 'ta', 'bn'];

describe('decideLanguage', () => {
  it('keeps the language chosen on this device over the browser preference', () => {
    expect(decideLanguage(SUPPORTED, 'ta', ['hi-IN', 'en'])).toBe('ta');
  });

  it('follows the first preferred language the app speaks on a first visit', () => {
    expect(decideLanguage(SUPPORTED, null, ['fr-FR', 'hi-IN', 'en-GB'])).toBe('hi');
    expect(decideLanguage(SUPPORTED, null, ['bn'])).toBe('bn');
    expect(decideLanguage(SUPPORTED, null, ['en-US', 'hi'])).toBe('en');
  });

  it('falls back to English when nothing matches, and ignores a stored value it does not speak', () => {
    expect(decideLanguage(SUPPORTED, null, ['fr', 'de-DE'])).toBe('en');
    expect(decideLanguage(SUPPORTED, 'mr', undefined)).toBe('en');
    expect(decideLanguage(SUPPORTED, '{"x":1}', ['ta-IN'])).toBe('ta');
  });

  it('always answers a supported language, whatever is stored or preferred', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.array(fc.oneof(fc.string(), fc.constantFrom('hi-IN', 'ta', 'bn-BD'))),
        (stored, preferred) => {
          const language = decideLanguage(SUPPORTED, stored, preferred);
          expect(SUPPORTED).toContain(language);
          if (typeof stored === 'string' && SUPPORTED.includes(stored)) expect(language).toBe(stored);
          if (!preferred.some((tag) => SUPPORTED.includes(primarySubtag(tag))) && !SUPPORTED.includes(stored as string))
            expect(language).toBe(DEFAULT_LANGUAGE);
        },
      ),
    );
  });
});

describe('primarySubtag', () => {
  it('reads the language of a tag, any region or case', () => {
    expect(primarySubtag('hi-IN')).toBe('hi');
    expect(primarySubtag('TA_in')).toBe('ta');
    expect(primarySubtag('x')).toBe('');
    expect(primarySubtag(42)).toBe('');
  });
});

describe('settleProfileLanguage', () => {
  it("follows the profile's language to a new device, and saves this device's to a profile without one", () => {
    expect(settleProfileLanguage('en', null, 'ta')).toEqual({ speak: 'ta', save: false });
    expect(settleProfileLanguage('hi', null, undefined)).toEqual({ speak: 'hi', save: true });
    expect(settleProfileLanguage('hi', null, 'hi')).toEqual({ speak: 'hi', save: false });
  });

  it('a choice the profile has not had yet wins over the profile and is saved to it', () => {
    expect(settleProfileLanguage('bn', 'bn', 'ta')).toEqual({ speak: 'bn', save: true });
    expect(settleProfileLanguage('bn', 'bn', 'bn')).toEqual({ speak: 'bn', save: false });
  });

  it('speaks a supported language, saves only what the profile lacks, and ignores values it does not speak', () => {
    const value = fc.oneof(fc.constantFrom(...SUPPORTED, 'fr', '', null, undefined), fc.anything());
    fc.assert(
      fc.property(value, value, value, (device, unsaved, profile) => {
        const settled = settleProfileLanguage(device, unsaved, profile);
        const known = [unsaved, profile, device].filter((code) => SUPPORTED.includes(code as string));
        if (known.length === 0) expect(settled).toBeNull();
        else expect(settled).toEqual({ speak: known[0], save: known[0] !== profile });
      }),
    );
  });
});
