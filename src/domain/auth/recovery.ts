/** Password-recovery timings (FEATURES F-foundation). */
export const OTP_RESEND_SECONDS = 300;
export const RESET_REDIRECT_DELAY_MS = 2000;
/**
 * The server's answer (410 Gone) to a code that can no longer be used (expired, or too many wrong tries): only a new
 * code helps, so Resend is offered at once.
 */
export const DEAD_CODE_STATUS = 410;

/** Whole seconds from `now` until a resend is allowed at `resendAt` (both epoch ms); never below 0. */
export const secondsUntil = (resendAt: number, now: number): number => Math.max(0, Math.ceil((resendAt - now) / 1000));

/** Seconds as m:ss, e.g. 300 → "5:00", 59 → "0:59". */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
