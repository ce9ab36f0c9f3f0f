import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideLanguage, DEFAULT_LANGUAGE, primarySubtag } from './language';

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
