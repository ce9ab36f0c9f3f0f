/** Sign-in, sign-up and password-recovery pages hide the header, footer and mobile bottom bar. */
const CHROMELESS = new Set(['/login', '/signup', '/forgot-password', '/verify-reset-otp', '/reset-password']);

export const showsChrome = (path: string) => !CHROMELESS.has(path.replace(/\/+$/, '') || '/');
