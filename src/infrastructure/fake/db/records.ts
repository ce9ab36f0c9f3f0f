import { z } from 'zod/mini';

/** A customer account. Passwords are kept only as PBKDF2 hashes, even in the demo. */
export const UserRecordSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  email: z.string(),
  mobile: z.string(),
  passwordHash: z.string(),
  roleType: z.string(),
  createdAt: z.number(),
  /** The language the customer chose (a supported code), once they have chosen one. */
  language: z.optional(z.string()),
});
export type UserRecord = z.infer<typeof UserRecordSchema>;

export const SessionRecordSchema = z.object({
  token: z.string(),
  userId: z.string(),
  createdAt: z.number(),
});
export type SessionRecord = z.infer<typeof SessionRecordSchema>;

/** A password-reset code issued by forgot-password. */
export const ResetCodeRecordSchema = z.object({
  userId: z.string(),
  code: z.string(),
  expiresAt: z.number(),
  failedAttempts: z.number(),
  verified: z.boolean(),
});
export type ResetCodeRecord = z.infer<typeof ResetCodeRecordSchema>;

/** E-mail the demo would have sent; shown on screen because nothing leaves the browser. */
export const OutboxRecordSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  code: z.string(),
  sentAt: z.number(),
});
export type OutboxRecord = z.infer<typeof OutboxRecordSchema>;

/** Wrong-password sign-ins of one phone number (known or not): recent failure times and a lock. */
export const SignInLockRecordSchema = z.object({
  phone: z.string(),
  failures: z.array(z.number()),
  lockedUntil: z.number(),
});
export type SignInLockRecord = z.infer<typeof SignInLockRecordSchema>;
