import { textHash } from '../security/textHash';
import type { User } from './Session';

/**
 * Whose data a per-customer record on the device is: the customer's id, else (the provider's profile may have none)
 * the session, named by a hash of its token so the token itself is never copied into another key.
 */
export const ownerKeyOf = (user: Pick<User, 'id'> | null, token: string): string =>
  user?.id ? `user:${user.id}` : `session:${textHash(token)}`;
