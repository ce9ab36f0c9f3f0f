import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeResourceId } from './resourceId';
import { inAppPath, safeImageUrl } from './urls';

const APP = 'https://railbite.example';

describe('inAppPath (FEATURES F-safety: links from data stay in the app)', () => {
  it('keeps same-origin paths, with their query and fragment', () => {
    expect(inAppPath('/user/order-history', APP)).toBe('/user/order-history');
    expect(inAppPath('/track-order?x=1#map', APP)).toBe('/track-order?x=1#map');
    expect(inAppPath('https://railbite.example/offers-near-me?tab=dineout', APP)).toBe('/offers-near-me?tab=dineout');
  });

  it.each([
    'https://evil.example/phish',
    'http://railbite.example/user',
    '//evil.example/x',
    '/\\evil.example/x',
    '/.//',
    '/.//evil.example/x',
    'https://railbite.example/.//evil.example',
    '\\\\evil.example',
    'javascript:alert(document.cookie)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'offers-near-me',
    ' /user',
    '/user\nx',
    '',
  ])('drops %j', (link) => expect(inAppPath(link, APP)).toBeNull());

  it('whatever it keeps is a path of the app', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath()), (link) => {
        const path = inAppPath(link, APP);
        if (path !== null) expect(new URL(path, APP).origin).toBe(APP);
        if (path !== null) expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
      }),
    );
  });
});

describe('safeImageUrl (pictures named by data)', () => {
  it('keeps https addresses, paths of the app and inline raster or SVG images', () => {
    expect(safeImageUrl('https://cdn.example/r/1.jpg')).toBe('https://cdn.example/r/1.jpg');
    expect(safeImageUrl('/assets/001.svg')).toBe('/assets/001.svg');
    expect(safeImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it.each([
    'javascript:alert(1)',
    'http://cdn.example/1.jpg',
    '//evil.example/1.jpg',
    'data:text/html,x',
    'blob:https://x/1',
    '',
    null,
    undefined,
  ])('drops %j', (url) => expect(safeImageUrl(url)).toBe(''));
});

describe('isSafeResourceId (ids put into API paths)', () => {
  it('accepts letters, digits, _ and -, 1 to 64 characters', () => {
    expect(isSafeResourceId('RB100001')).toBe(true);
    expect(isSafeResourceId('42')).toBe(true);
    expect(isSafeResourceId('a_b-C')).toBe(true);
    expect(isSafeResourceId('x'.repeat(64))).toBe(true);
  });

  it.each(['', 'x'.repeat(65), '../admin', 'a/b', '1?x=1', '1#x', '%2e%2e', 'a b', 'ü', 42, null])('refuses %j', (id) =>
    expect(isSafeResourceId(id)).toBe(false),
  );
});
