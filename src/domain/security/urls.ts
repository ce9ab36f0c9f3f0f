/** Control characters, spaces and backslashes never belong in a link the app follows. */
const hasUnsafeCharacters = (link: string): boolean =>
  /[\s\\]/.test(link) || [...link].some((character) => character < ' ' || character === '\u007f');

/**
 * A link from data (a push notification's click_action or link, any URL a server sends) as a path of this app,
 * or null (FEATURES F-safety): only a path starting with a single '/' or an absolute URL on the app's own origin is
 * kept. Other sites, protocol-relative '//host' links, 'javascript:' and 'data:' are dropped.
 */
export function inAppPath(link: string, appOrigin: string): string | null {
  if (link === '' || hasUnsafeCharacters(link)) return null;
  const isPath = link.startsWith('/') && !link.startsWith('//');
  if (!isPath && !link.toLowerCase().startsWith(`${appOrigin.toLowerCase()}/`)) return null;
  let url: URL;
  try {
    url = new URL(link, appOrigin);
  } catch {
    return null;
  }
  // '/.//evil.example' normalises to '//evil.example', which a browser reads as another host.
  if (url.origin !== appOrigin || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

const INLINE_IMAGE = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;

/**
 * A picture's address from data, or '' when it is not one the app shows: https addresses, paths of the app
 * and inline images are kept; 'javascript:', plain 'http:' (mixed content), '//host' and other schemes are not.
 */
export function safeImageUrl(url: string | null | undefined): string {
  if (!url || /[\s\\]/.test(url.trim()) || url !== url.trim()) return '';
  if (INLINE_IMAGE.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https:\/\/[^/]/i.test(url) ? url : '';
}
