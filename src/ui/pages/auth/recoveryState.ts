/** Values carried between the password-recovery screens in navigation state. */
export interface RecoveryState {
  email?: string;
  phone?: string;
  otp?: string;
}

export const readRecoveryState = (state: unknown): RecoveryState =>
  state && typeof state === 'object' ? (state as RecoveryState) : {};
