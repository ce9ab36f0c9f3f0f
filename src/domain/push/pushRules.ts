/** Push-notification timings and texts (FEATURES F-account). */
export const PUSH_SETUP_DELAY_MS = 100;
export const PUSH_TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const FOREGROUND_NOTIFICATION_CLOSE_MS = 10_000;
export const SERVICE_WORKER_ACTIVATION_TIMEOUT_MS = 10_000;
export const MISSING_TOKEN_OR_DEVICE_TEXT = 'Token or Device ID is missing';
export const NATIVE_APP_NOT_SUPPORTED_TEXT = 'native app not supported yet';

/** A device id of the form device_{random}_{timestamp}. */
export function createDeviceId(randomPart: string, timestamp: number): string {
  return `device_${randomPart}_${timestamp}`;
}

export const isDeviceId = (value: string): boolean => /^device_[a-z0-9]+_\d+$/.test(value);

/** A saved token is reused for 7 days, then fetched again. */
export const isTokenFresh = (savedAt: number, now: number): boolean =>
  now - savedAt >= 0 && now - savedAt < PUSH_TOKEN_MAX_AGE_MS;
