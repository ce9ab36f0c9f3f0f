import { demoFixtures, type DemoFixtures } from '../../src/infrastructure/fake/seed/fixtures';
import { PasswordHasher } from '../../src/infrastructure/fake/server/security/passwordHash';
import { DEMO_CUSTOMERS } from './demoCustomers';

/** PBKDF2 iterations in Node tests: the built app's 600,000 would cost ~0.2 s per sign-in. */
export const TEST_PASSWORD_ITERATIONS = 1_000;

let cached: Promise<DemoFixtures> | null = null;

/**
 * The demo fixtures with the demo customers' password hashes remade at the test iteration count (the
 * fixture files hold 600,000-iteration hashes). Computed once per test file, so the seed version is stable.
 */
export function testFixtures(): Promise<DemoFixtures> {
  cached ??= (async () => {
    const hasher = new PasswordHasher(TEST_PASSWORD_ITERATIONS);
    const passwords = new Map<string, string>(
      Object.values(DEMO_CUSTOMERS).map((customer) => [customer.phone, customer.password]),
    );
    const customers = await Promise.all(
      demoFixtures.customers.map(async (customer) => {
        const password = passwords.get(customer.mobile);
        return password ? { ...customer, passwordHash: await hasher.hash(password) } : customer;
      }),
    );
    return { ...demoFixtures, customers };
  })();
  return cached;
}
