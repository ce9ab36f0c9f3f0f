/** Values carried between the password-recovery screens in navigation state (kept by the browser across a reload). */
export interface RecoveryState {
  email?: string;
  phone?: string;
  otp?: string;
  /** When a new code may be requested (epoch ms): a reload keeps the countdown, or a dead code's open Resend. */
  resendAt?: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const time = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The state read as untrusted: a value of the wrong type is left out. */
export function readRecoveryState(state: unknown): RecoveryState {
  if (!state || typeof state !== 'object') return {};
  const { email, phone, otp, resendAt } = state as Record<string, unknown>;
  return { email: text(email), phone: text(phone), otp: text(otp), resendAt: time(resendAt) };
}
