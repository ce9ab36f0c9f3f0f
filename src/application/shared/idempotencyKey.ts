import { uuidV4 } from '../../domain/checkout/checkoutAttempt';

/** Random bytes from the platform (works outside secure contexts too, unlike crypto.randomUUID). */
export const randomBytes = () => globalThis.crypto.getRandomValues(new Uint8Array(16));

/** A fresh Idempotency-Key: a write sent again with it is recognised by the server as the same write. */
export const newIdempotencyKey = (): string => uuidV4(randomBytes());
