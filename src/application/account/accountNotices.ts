import type { Failure } from '../../domain/errors/failure';

/**
 * The toasts of sign-in, the account and the address book, as typed outcomes the UI words
 * (src/ui/i18n/notices/accountNoticeText.ts). A call's failure carries how it failed (a server's refusal in its own
 * words).
 */
export type AccountNotice =
  // Sign-up and password recovery.
  | { kind: 'accountCreated' }
  | { kind: 'otpSent' }
  | { kind: 'otpVerified' }
  | { kind: 'otpResent' }
  | { kind: 'passwordReset' }
  // Account Settings.
  | { kind: 'profileUpdated' }
  | { kind: 'passwordOtpSent' }
  | { kind: 'passwordUpdated' }
  | { kind: 'passwordOtpFailed'; failure: Failure }
  | { kind: 'passwordChangeFailed'; failure: Failure }
  // The address book.
  | { kind: 'addressCreated' }
  | { kind: 'addressCreateFailed' }
  | { kind: 'addressUpdated' }
  | { kind: 'addressUpdateFailed' }
  | { kind: 'addressDeleted' }
  | { kind: 'addressDeleteFailed' }
  | { kind: 'addressDefaultSet' }
  | { kind: 'addressDefaultFailed' }
  | { kind: 'addressListFailed' }
  | { kind: 'addressNotFound' }
  | { kind: 'addressLoadFailed' };

export type AccountNoticeKind = AccountNotice['kind'];
