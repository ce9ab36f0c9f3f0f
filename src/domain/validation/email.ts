/** The spec's "simple address pattern": something@something.something without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL_TEXT = 'Please enter a valid email address';

export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());
