/**
 * The languages the app speaks, by their BCP 47 primary subtag. The UI's configuration (src/ui/i18n/languages.ts)
 * says how each is named and written; this rule only decides which one a visitor gets.
 */
export type LanguageCode = string;

/**
 * The codes of the languages the app speaks: what a customer's profile may hold, and what the server accepts. The UI's
 * configuration describes each of them (a test keeps the two lists alike).
 */
export const SUPPORTED_LANGUAGES = ['en', 'hi', 'ta', 'bn'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** Whether a value (typed, stored or sent by a server) is the code of a language the app speaks. */
export const isSupportedLanguage = (value: unknown): value is SupportedLanguage =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

/**
 * The cookie that tells the server (and the service worker) which language the app last spoke on this device, so the
 * next page comes prerendered in it. A hint only: each page still decides as decideLanguage does.
 */
export const PAGE_LANGUAGE_COOKIE = 'railbite-language';

/** The language of a visitor the app cannot place: the spec's texts are English. */
export const DEFAULT_LANGUAGE = 'en';

/** The primary subtag of a language tag (`hi-IN` → `hi`), lower-cased; '' for anything that is not a tag. */
export function primarySubtag(tag: unknown): string {
  if (typeof tag !== 'string') return '';
  const match = /^([a-zA-Z]{2,3})(?:[-_]|$)/.exec(tag.trim());
  return match ? match[1]!.toLowerCase() : '';
}

/**
 * The language a visitor sees: the one they chose on this device when the app still speaks it; else, on a first
 * visit, the first of the browser's preferred languages the app speaks (a Hindi phone gets Hindi even when English is
 * its second choice); else English. A stored value is untrusted, so anything but a supported code is ignored.
 */
export function decideLanguage(
  supported: readonly LanguageCode[],
  stored: unknown,
  preferred: readonly unknown[] | undefined,
): LanguageCode {
  if (typeof stored === 'string' && supported.includes(stored)) return stored;
  for (const tag of preferred ?? []) {
    const code = primarySubtag(tag);
    if (supported.includes(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}

/** What a signed-in customer's language settles on, and whether their profile must be told. */
export interface ProfileLanguage {
  speak: SupportedLanguage;
  save: boolean;
}

/**
 * The language of a signed-in customer, from the language chosen on this device, a choice made here that the profile
 * has not had yet (no signal), and the profile's. That unsaved choice wins, being the latest; else the profile's (the
 * customer's choice follows them to a new phone); else, for a profile without one, this device's choice, saved to it.
 * A device where no one chose (it speaks what the browser prefers) gives the profile nothing: a default is not a
 * choice to carry to the customer's other phones. Values the app does not speak count as none; null when nothing was
 * chosen anywhere.
 */
export function settleProfileLanguage(device: unknown, unsaved: unknown, profile: unknown): ProfileLanguage | null {
  if (isSupportedLanguage(unsaved)) return { speak: unsaved, save: profile !== unsaved };
  if (isSupportedLanguage(profile)) return { speak: profile, save: false };
  if (isSupportedLanguage(device)) return { speak: device, save: true };
  return null;
}
