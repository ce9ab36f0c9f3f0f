import { z } from 'zod/mini';

/** What local storage keeps under user_cred. A user is signed in only when a token is present. */
export const CredentialsSchema = z.object({
  token: z.string().check(z.minLength(1)),
  roleType: z.nullish(z.union([z.string(), z.number()])),
});
export type Credentials = z.infer<typeof CredentialsSchema>;

/** The signed-in customer as shown in the account drawer. */
export const UserSchema = z.object({
  id: z.optional(z.string()),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** Reading the saved credentials can find them, find none, or find something unreadable. */
export type CredentialsReading =
  { status: 'signed-in'; credentials: Credentials } | { status: 'signed-out' } | { status: 'unreadable' };
