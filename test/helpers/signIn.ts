import { SessionStore } from '../../src/application/session/SessionStore';
import type { Harness } from './adapterSets';
import { DEMO_CUSTOMERS } from './demoCustomers';

export { DEMO_CUSTOMERS };

export async function signIn(harness: Harness, who: keyof typeof DEMO_CUSTOMERS = 'aarav') {
  const { phone, password } = DEMO_CUSTOMERS[who];
  await harness.container.get(SessionStore).login({ phone, password });
}
