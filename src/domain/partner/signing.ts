import { OTP_LENGTH } from '../validation/otp';

/** The four boxes the owner ticks before signing. */
export const AGREEMENT_KEYS = ['terms', 'commission', 'policies', 'accuracy'] as const;
export type AgreementKey = (typeof AGREEMENT_KEYS)[number];
export type Agreements = Record<AgreementKey, boolean>;

export const noAgreements = (): Agreements => ({ terms: false, commission: false, policies: false, accuracy: false });

/** The signature name and the OTP, as typed. */
export interface SignatureInput {
  signatoryName: string;
  otp: string;
}

export interface SignatureAttempt extends SignatureInput {
  agreements: Agreements;
}

/** Signing is possible only with all four boxes ticked, a signature name and a 6-character OTP. */
export function canSign({ agreements, signatoryName, otp }: SignatureAttempt): boolean {
  return AGREEMENT_KEYS.every((key) => agreements[key]) && signatoryName.trim() !== '' && otp.length === OTP_LENGTH;
}

/** Digits only, at most OTP_LENGTH of them, for the signing OTP input. */
export const sanitizeSigningOtp = (raw: string): string => raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
