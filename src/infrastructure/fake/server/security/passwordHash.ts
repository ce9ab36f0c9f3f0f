/**
 * PBKDF2-SHA256 password hashes in the form pbkdf2-sha256$iterations$salt$hash (base64).
 * The same format is produced by scripts/fixtures/hash-password.mjs for the seeded demo customers.
 */
const ALGORITHM = 'pbkdf2-sha256';
const KEY_BITS = 256;

/** OWASP's figure for PBKDF2-HMAC-SHA256 (2023); the built app uses it, tests lower it through configuration. */
export const PASSWORD_HASH_ITERATIONS = 600_000;

/** Derives the key bits of a password; replaceable so tests can count the work done. */
export type Derive = (password: string, salt: Uint8Array, iterations: number) => Promise<Uint8Array>;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

export const webCryptoDerive: Derive = async (password, salt, iterations) => {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    KEY_BITS,
  );
  return new Uint8Array(bits);
};

export interface PasswordCheck {
  matches: boolean;
  /** The stored hash was made with fewer iterations (or another scheme) than today's: rehash it now. */
  needsUpgrade: boolean;
}

interface StoredHash {
  iterations: number;
  salt: Uint8Array;
  hash: string;
}

function readStored(stored: string): StoredHash | null {
  const [algorithm, iterations, salt, hash] = stored.split('$');
  const count = Number(iterations);
  if (algorithm !== ALGORITHM || !Number.isInteger(count) || count < 1 || !salt || !hash) return null;
  try {
    return { iterations: count, salt: fromBase64(salt), hash };
  } catch {
    return null;
  }
}

/**
 * Hashes and checks passwords. Every check costs the same work whether or not the account exists, so the
 * time of a sign-in tells nothing about which phone numbers are registered.
 */
export class PasswordHasher {
  constructor(
    readonly iterations: number = PASSWORD_HASH_ITERATIONS,
    private readonly derive: Derive = webCryptoDerive,
  ) {}

  async hash(password: string): Promise<string> {
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const hash = await this.derive(password, salt, this.iterations);
    return [ALGORITHM, this.iterations, toBase64(salt), toBase64(hash)].join('$');
  }

  /** Checks a password against a stored hash; an unreadable hash matches nothing but costs the usual work. */
  async verify(password: string, stored: string): Promise<PasswordCheck> {
    const parsed = readStored(stored);
    if (!parsed) {
      await this.spendEqualWork(password);
      return { matches: false, needsUpgrade: false };
    }
    const actual = toBase64(await this.derive(password, parsed.salt, parsed.iterations));
    const matches = constantTimeEqual(actual, parsed.hash);
    return { matches, needsUpgrade: matches && parsed.iterations < this.iterations };
  }

  /** The work of one check, for a sign-in whose phone number has no account. */
  async spendEqualWork(password: string): Promise<void> {
    await this.derive(password, new Uint8Array(16), this.iterations);
  }
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
