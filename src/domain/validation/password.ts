/** Special characters accepted by the reset-password (and sign-up) rules. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>_-+=~';
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordRuleId = 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special';

/** One rule of the checklist; the UI words it by its id. */
export interface PasswordRule {
  id: PasswordRuleId;
  test: (password: string) => boolean;
}

const hasSpecial = (password: string) => [...password].some((char) => PASSWORD_SPECIAL_CHARACTERS.includes(char));

/** The live checklist of the reset-password screen, in display order. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'uppercase', test: (p) => /[A-Z]/.test(p) },
  { id: 'lowercase', test: (p) => /[a-z]/.test(p) },
  { id: 'digit', test: (p) => /\d/.test(p) },
  { id: 'special', test: hasSpecial },
];

export const passwordRuleResults = (password: string): Record<PasswordRuleId, boolean> =>
  Object.fromEntries(PASSWORD_RULES.map((rule) => [rule.id, rule.test(password)])) as Record<PasswordRuleId, boolean>;

export const meetsPasswordRules = (password: string): boolean => PASSWORD_RULES.every((rule) => rule.test(password));
