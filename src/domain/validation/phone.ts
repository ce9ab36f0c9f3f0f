/** Indian mobile numbers: 10 digits, the first 6, 7, 8 or 9. */
export const PHONE_PATTERN = /^[6-9]\d{9}$/;
export const PHONE_LENGTH = 10;
export const INVALID_PHONE_TEXT = 'Please enter a valid 10-digit phone number';

export const isValidPhone = (phone: string): boolean => PHONE_PATTERN.test(phone.trim());

/** Keeps only digits and at most 10 of them, for phone inputs. */
export const sanitizePhoneInput = (raw: string): string => raw.replace(/\D/g, '').slice(0, PHONE_LENGTH);
