import { PAGE_LANGUAGE_COOKIE } from '../../src/domain/language/language.ts';

/** The languages a request names in its Accept-Language header, most wanted first (by q, then by order). */
function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, order) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { code: range.trim().split(/[-_]/)[0]!.toLowerCase(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ code, q }) => code !== '' && q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map(({ code }) => code);
}

/** The value of the language cookie in a Cookie header, if any. */
function cookieLanguage(header: string): string | undefined {
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === PAGE_LANGUAGE_COOKIE && value) return value.trim().toLowerCase();
  }
  return undefined;
}

/**
 * Which language's prerendered page answers a request, as the page's language script would decide it: the language
 * the app last spoke on the device (its cookie), else the first of the browser's languages the pages are in, else
 * the first of `available` (English). Anything else a request says is ignored.
 */
export function pageLanguage(
  request: { cookie?: string; acceptLanguage?: string },
  available: readonly string[],
): string {
  const fromCookie = cookieLanguage(request.cookie ?? '');
  if (fromCookie && available.includes(fromCookie)) return fromCookie;
  return acceptedLanguages(request.acceptLanguage ?? '').find((code) => available.includes(code)) ?? available[0]!;
}
