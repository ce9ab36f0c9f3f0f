/** Password-recovery timings (FEATURES F-foundation). */
export const OTP_RESEND_SECONDS = 300;
export const RESET_REDIRECT_DELAY_MS = 2000;

/** Seconds as m:ss, e.g. 300 → "5:00", 59 → "0:59". */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
