import type { AccountNotice } from '../../../application/account/accountNotices';
import { failureText } from '../failureText';
import { t } from '../i18n';
import type { NoticeWording } from './NoticeWording';

/** The words of sign-in, the account and the address book's toasts. */
export const accountNoticeWording: NoticeWording<AccountNotice> = {
  accountCreated: () => t('forms.notice.accountCreated'),
  otpSent: () => t('forms.notice.otpSent'),
  otpVerified: () => t('forms.notice.otpVerified'),
  otpResent: () => t('forms.notice.otpResent'),
  passwordReset: () => t('forms.notice.passwordReset'),
  profileUpdated: () => t('forms.notice.profileUpdated'),
  passwordOtpSent: () => t('forms.notice.passwordOtpSent'),
  passwordUpdated: () => t('forms.notice.passwordUpdated'),
  // Without an answer the spec says the code could not be sent; a server's refusal is shown in its own words.
  passwordOtpFailed: ({ failure }) =>
    failure.kind === 'network' ? t('forms.notice.sendOtpFailed') : failureText(failure),
  passwordChangeFailed: ({ failure }) => failureText(failure),
  addressCreated: () => t('forms.notice.addressCreated'),
  addressCreateFailed: () => t('forms.notice.addressCreateFailed'),
  addressUpdated: () => t('forms.notice.addressUpdated'),
  addressUpdateFailed: () => t('forms.notice.addressUpdateFailed'),
  addressDeleted: () => t('forms.notice.addressDeleted'),
  addressDeleteFailed: () => t('forms.notice.addressDeleteFailed'),
  addressDefaultSet: () => t('forms.notice.addressDefaultSet'),
  addressDefaultFailed: () => t('forms.notice.addressDefaultFailed'),
  addressListFailed: () => t('forms.notice.addressListFailed'),
  addressNotFound: () => t('forms.notice.addressNotFound'),
  addressLoadFailed: () => t('forms.notice.addressLoadFailed'),
};
