import { describe, expect, it } from 'vitest';
import { pageLanguage } from '../../scripts/vite/pageLanguage';

const AVAILABLE = ['en', 'hi', 'ta', 'bn'];

describe('the language of the page a request is answered with', () => {
  it('is the one the app last spoke on the device, when the pages are in it', () => {
    expect(pageLanguage({ cookie: 'a=1; railbite-language=ta', acceptLanguage: 'hi-IN,hi' }, AVAILABLE)).toBe('ta');
  });

  it("is the browser's first language the pages are in, most wanted first", () => {
    expect(pageLanguage({ acceptLanguage: 'hi-IN,hi;q=0.9,en;q=0.8' }, AVAILABLE)).toBe('hi');
    expect(pageLanguage({ acceptLanguage: 'fr-FR, bn;q=0.5, ta;q=0.7' }, AVAILABLE)).toBe('ta');
    expect(pageLanguage({ acceptLanguage: 'mr-IN,hi;q=0.8' }, AVAILABLE)).toBe('hi');
  });

  it('is English for anything else: an unknown or forged cookie, a refused language, no header', () => {
    expect(pageLanguage({ cookie: 'railbite-language=../../etc', acceptLanguage: 'fr' }, AVAILABLE)).toBe('en');
    expect(pageLanguage({ cookie: 'railbite-language=en-XA' }, AVAILABLE)).toBe('en');
    expect(pageLanguage({ acceptLanguage: 'hi;q=0' }, AVAILABLE)).toBe('en');
    expect(pageLanguage({}, AVAILABLE)).toBe('en');
  });
});
