import { describe, expect, it } from 'vitest';
import {
  cookieLanguage,
  isSeenPicture,
  languagePageUrl,
  navigationPage,
  pageScripts,
  type RequestFacts,
} from './workerRules';

const ORIGIN = 'https://railbite.example';
const request = (url: string, facts: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  destination: '',
  mode: 'cors',
  url,
  ...facts,
});
const pageFor = (pathname: string) => (pathname === '/help' ? 'help.html' : pathname.includes('.') ? null : '404.html');

describe('the service worker keeps a picture', () => {
  it('when it is a bundled picture of the app, fetched with GET', () => {
    expect(isSeenPicture(request(`${ORIGIN}/assets/paneer-1a2b3c.webp`, { destination: 'image' }), ORIGIN)).toBe(true);
  });

  it.each([
    ['from another origin (an API image host)', request('https://cdn.example/assets/a.webp', { destination: 'image' })],
    ['not under /assets/', request(`${ORIGIN}/favicon.svg`, { destination: 'image' })],
    ['not a picture', request(`${ORIGIN}/assets/menus-1a2b.json`, { destination: '' })],
    ['sent with POST', request(`${ORIGIN}/assets/a.webp`, { destination: 'image', method: 'POST' })],
    ['an API path', request(`${ORIGIN}/api/images/a.webp`, { destination: 'image' })],
  ])('never when it is %s', (_name, picture) => {
    expect(isSeenPicture(picture, ORIGIN)).toBe(false);
  });
});

describe('the service worker answers a navigation', () => {
  it("with its route's prerendered page", () => {
    expect(navigationPage(request(`${ORIGIN}/help?from=footer`, { mode: 'navigate' }), ORIGIN, pageFor)).toBe(
      'help.html',
    );
  });

  it('with the not-found page for a path the app does not know', () => {
    expect(navigationPage(request(`${ORIGIN}/no-such-page`, { mode: 'navigate' }), ORIGIN, pageFor)).toBe('404.html');
  });

  it.each([
    ['an API call', request(`${ORIGIN}/api/user/login?otp=123456`, { mode: 'navigate' })],
    ['a file', request(`${ORIGIN}/robots.txt`, { mode: 'navigate' })],
    ['another origin (a payment page)', request('https://pay.example/checkout?token=abc', { mode: 'navigate' })],
    ['a request that is not a navigation', request(`${ORIGIN}/help`, { mode: 'cors' })],
    ['a form POST', request(`${ORIGIN}/help`, { mode: 'navigate', method: 'POST' })],
  ])('never for %s (left to the network)', (_name, navigation) => {
    expect(navigationPage(navigation, ORIGIN, pageFor)).toBeNull();
  });
});

describe("a page in the visitor's language, kept by the worker", () => {
  it("is the route's page in that language's folder", () => {
    expect(languagePageUrl('hi', 'foods/item-card/_restaurantId.html')).toBe('/hi/foods/item-card/_restaurantId.html');
  });

  it('is for a language its cookie names only when the pages are in it', () => {
    expect(cookieLanguage('ta', ['hi', 'ta', 'bn'])).toBe('ta');
    expect(cookieLanguage('en-XA', ['hi', 'ta', 'bn'])).toBeNull();
    expect(cookieLanguage('../index', ['hi', 'ta', 'bn'])).toBeNull();
    expect(cookieLanguage(undefined, ['hi'])).toBeNull();
  });

  it("names the app's scripts the page loads, to check they are this version's", () => {
    const html =
      '<script defer src="/assets/start-Dl.js" data-entry="/assets/index-Cg.js" ' +
      'data-preload="/assets/framework-D7.js /assets/app-Ch.js"></script>' +
      '<script>inline()</script><script type="module" src="https://cdn.example/x.js"></script>';
    expect(pageScripts(html)).toEqual([
      '/assets/start-Dl.js',
      '/assets/index-Cg.js',
      '/assets/framework-D7.js',
      '/assets/app-Ch.js',
    ]);
  });
});
