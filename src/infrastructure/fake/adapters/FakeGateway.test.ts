import { expect, it } from 'vitest';
import { AuthApiToken, type AuthApi } from '../../ports/AuthApi';
import { ApiPaths } from '../../api/paths';
import { createHarness } from '../../../../test/helpers/adapterSets';
import { DEMO_SETTINGS_KEY } from './DemoSettings';

it('simulates a network failure for an operation named in the demo settings', async () => {
  const harness = await createHarness('fake');
  harness.storage.setItem(DEMO_SETTINGS_KEY, JSON.stringify({ faults: { [ApiPaths.login]: 'network' } }));
  const api = harness.container.get<AuthApi>(AuthApiToken);
  await expect(api.login({ phone: '9876543210', password: 'Rail@1234' })).rejects.toMatchObject({ kind: 'network', message: 'Network Error.' });
  harness.storage.setItem(DEMO_SETTINGS_KEY, JSON.stringify({ faults: { [ApiPaths.login]: 'server' } }));
  await expect(api.login({ phone: '9876543210', password: 'Rail@1234' })).rejects.toMatchObject({ kind: 'server', status: 500 });
  harness.storage.removeItem(DEMO_SETTINGS_KEY);
  await expect(api.login({ phone: '9876543210', password: 'Rail@1234' })).resolves.toHaveProperty('token');
});

it('ignores unreadable demo settings', async () => {
  const harness = await createHarness('fake');
  harness.storage.setItem(DEMO_SETTINGS_KEY, '{oops');
  await expect(harness.container.get<AuthApi>(AuthApiToken).login({ phone: '9876543210', password: 'Rail@1234' })).resolves.toHaveProperty('token');
});
