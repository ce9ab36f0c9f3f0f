/** E-mail addresses compare without case or surrounding spaces. */
export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
