import { afterAll, describe, expect, it } from 'vitest';
import { ADDRESS_REQUIRED_TEXT } from '../../domain/address/addressValidation';
import { PASSWORD_COMPOSITION_TEXT } from '../../domain/account/profileValidation';
import { SIGNUP_PASSWORD_TEXT } from '../../domain/validation/authForms';
import { NAME_TOO_LONG_TEXT } from '../../domain/validation/name';
import { INVALID_PHONE_TEXT } from '../../domain/validation/phone';
import { loadScreenMessages, switchLanguage } from './i18n';
import { KNOWN_TEXTS, knownText } from './knownText';

describe("the form rules' messages in the customer's language", () => {
  afterAll(() => switchLanguage('en'));

  it('says every known message in English word for word as the rule does', async () => {
    await loadScreenMessages();
    expect(KNOWN_TEXTS).toEqual(expect.arrayContaining([SIGNUP_PASSWORD_TEXT, PASSWORD_COMPOSITION_TEXT]));
    for (const text of KNOWN_TEXTS) expect(knownText(text)).toBe(text);
  });

  it('words a known message in Hindi, its numbers filled in, and shows an unknown text as it came', async () => {
    await switchLanguage('hi');
    expect(knownText(INVALID_PHONE_TEXT)).toBe('कृपया सही 10 अंकों का फ़ोन नंबर डालें');
    expect(knownText(NAME_TOO_LONG_TEXT)).toBe('नाम 50 अक्षरों से ज़्यादा नहीं हो सकता');
    expect(knownText(ADDRESS_REQUIRED_TEXT)).toBe('कृपया सभी ज़रूरी जानकारी भरें');
    expect(knownText('Invalid phone number or password')).toBe('Invalid phone number or password');
  });
});
