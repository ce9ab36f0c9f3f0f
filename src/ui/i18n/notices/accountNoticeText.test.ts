import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountNotice, AccountNoticeKind } from '../../../application/account/accountNotices';
import { loadScreenMessages, switchLanguage } from '../i18n';
import { noticeText } from '../noticeText';

/** One notice of every kind (the type makes a new kind fail here until it has a sample) and its spec English. */
const SAMPLES: { [K in AccountNoticeKind]: [Extract<AccountNotice, { kind: K }>, string] } = {
  accountCreated: [{ kind: 'accountCreated' }, 'Account created successfully'],
  otpSent: [{ kind: 'otpSent' }, 'OTP sent successfully to your email'],
  otpVerified: [{ kind: 'otpVerified' }, 'OTP verified successfully'],
  otpResent: [{ kind: 'otpResent' }, 'OTP resent successfully'],
  passwordReset: [{ kind: 'passwordReset' }, 'Password reset successfully!'],
  profileUpdated: [{ kind: 'profileUpdated' }, 'Profile updated successfully'],
  passwordOtpSent: [{ kind: 'passwordOtpSent' }, 'OTP sent to your registered email address'],
  passwordUpdated: [{ kind: 'passwordUpdated' }, 'Password updated successfully!'],
  passwordOtpFailed: [
    { kind: 'passwordOtpFailed', failure: { kind: 'network' } },
    'Failed to send OTP. Please try again.',
  ],
  passwordChangeFailed: [{ kind: 'passwordChangeFailed', failure: { kind: 'network' } }, 'Network Error.'],
  addressCreated: [{ kind: 'addressCreated' }, 'Address created successfully'],
  addressCreateFailed: [{ kind: 'addressCreateFailed' }, 'Failed to save address'],
  addressUpdated: [{ kind: 'addressUpdated' }, 'Address updated successfully'],
  addressUpdateFailed: [{ kind: 'addressUpdateFailed' }, 'Failed to update address'],
  addressDeleted: [{ kind: 'addressDeleted' }, 'Address deleted successfully'],
  addressDeleteFailed: [{ kind: 'addressDeleteFailed' }, 'Failed to delete address'],
  addressDefaultSet: [{ kind: 'addressDefaultSet' }, 'Default address updated successfully'],
  addressDefaultFailed: [{ kind: 'addressDefaultFailed' }, 'Failed to set default address'],
  addressListFailed: [{ kind: 'addressListFailed' }, 'Failed to load addresses'],
  addressNotFound: [{ kind: 'addressNotFound' }, 'Address not found'],
  addressLoadFailed: [{ kind: 'addressLoadFailed' }, 'Failed to load address'],
};
const NOTICES = Object.values(SAMPLES) as Array<[AccountNotice, string]>;
const SCRIPT = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, bn: /[\u0980-\u09FF]/ } as const;

describe('the toasts of sign-in, the account and the address book', () => {
  beforeAll(loadScreenMessages);
  afterAll(() => switchLanguage('en'));

  it('read in English word for word as the spec says them', () => {
    for (const [notice, english] of NOTICES) expect(noticeText(notice)).toBe(english);
  });

  it.each(Object.keys(SCRIPT) as Array<keyof typeof SCRIPT>)('are worded in %s, none left in English', async (code) => {
    await switchLanguage(code);
    for (const [notice, english] of NOTICES) {
      expect(noticeText(notice), notice.kind).not.toBe(english);
      expect(noticeText(notice), notice.kind).toMatch(SCRIPT[code]);
    }
  });

  it('a refused call reads as the server said it, in any language', async () => {
    await switchLanguage('hi');
    const refused = { kind: 'refused', text: 'Too many OTP requests' } as const;
    expect(noticeText({ kind: 'passwordOtpFailed', failure: refused })).toBe('Too many OTP requests');
    expect(noticeText({ kind: 'passwordChangeFailed', failure: refused })).toBe('Too many OTP requests');
  });
});
