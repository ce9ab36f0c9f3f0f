/** The spec's "simple address pattern": something@something.something without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The English words of an invalid e-mail, for the rules that still return text (a partner's details). */
export const INVALID_EMAIL_TEXT = 'Please enter a valid email address';

export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());
