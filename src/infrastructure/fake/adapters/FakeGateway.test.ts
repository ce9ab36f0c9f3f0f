import { expect, it, vi } from 'vitest';
import { AuthApiToken, type AuthApi } from '../../ports/AuthApi';
import { ApiPaths } from '../../api/paths';
import { createHarness } from '../../../../test/helpers/adapterSets';
import { DEMO_SETTINGS_KEY } from './DemoSettings';
import { FakeGateway, SIMULATED_TIMEOUT_MS } from './FakeGateway';
import { type CartApi, CartApiToken } from '../../ports/CartApi';
import { signIn } from '../../../../test/helpers/signIn';
import { plainDish } from '../../../../test/helpers/menuFixtures';
import { ChaosMode } from './ChaosMode';
import { type MenuApi, MenuApiToken } from '../../ports/MenuApi';
import { demoFixtures } from '../seed/fixtures';
import { DemoDataUnavailable } from '../seed/DemoDataUnavailable';

it('simulates a network failure for an operation named in the demo settings', async () => {
  const harness = await createHarness('fake');
  harness.storage.setItem(DEMO_SETTINGS_KEY, JSON.stringify({ faults: { [ApiPaths.login]: 'network' } }));
  const api = harness.container.get<AuthApi>(AuthApiToken);
  await expect(api.login({ phone: '9876543210', password: 'Rail@1234' })).rejects.toMatchObject({
    kind: 'network',
    message: 'Network Error.',
  });
  harness.storage.setItem(DEMO_SETTINGS_KEY, JSON.stringify({ faults: { [ApiPaths.login]: 'server' } }));
  await expect(api.login({ phone: '9876543210', password: 'Rail@1234' })).rejects.toMatchObject({
    kind: 'server',
    status: 500,
  });
  harness.storage.removeItem(DEMO_SETTINGS_KEY);
  await expect(api.login({ phone: '9876543210', password: 'Rail@1234' })).resolves.toHaveProperty('token');
});

it('ignores unreadable demo settings', async () => {
  const harness = await createHarness('fake');
  harness.storage.setItem(DEMO_SETTINGS_KEY, '{oops');
  await expect(
    harness.container.get<AuthApi>(AuthApiToken).login({ phone: '9876543210', password: 'Rail@1234' }),
  ).resolves.toHaveProperty('token');
});

it('chaos mode fails that share of calls, each a typed AppError the caller can show', async () => {
  const harness = await createHarness('fake');
  await signIn(harness);
  harness.storage.setItem(DEMO_SETTINGS_KEY, JSON.stringify({ failureRate: 0.5, seed: 7 }));
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  const cart = harness.container.get<CartApi>(CartApiToken);
  // A simulated timeout waits SIMULATED_TIMEOUT_MS: on the test's clock, not the wall's.
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  const settled = Promise.all(
    Array.from({ length: 40 }, () =>
      cart.cartInfo().then(
        () => 'ok',
        (error: { kind: string }) => error.kind,
      ),
    ),
  );
  await vi.advanceTimersByTimeAsync(SIMULATED_TIMEOUT_MS);
  const outcomes = await settled;
  vi.useRealTimers();
  expect(outcomes.filter((outcome) => outcome === 'ok').length).toBeGreaterThan(5);
  // A declined get-cart-info ({success: false, message} without a cart) is the server's refusal, as it would be from
  // the live API (parseApiAnswer), not a malformed answer.
  expect(new Set(outcomes.filter((outcome) => outcome !== 'ok'))).toEqual(new Set(['network', 'server', 'rejected']));
  expect(info).toHaveBeenCalledWith(
    expect.stringMatching(/^Chaos mode: api\/orders\/get-cart-info fails \((network|timeout|server|declined)\)$/),
  );
  info.mockRestore();
});

it("a declined call whose answer carries nothing but success is the server's refusal, not a success", async () => {
  const harness = await createHarness('fake');
  await signIn(harness);
  harness.storage.setItem(DEMO_SETTINGS_KEY, JSON.stringify({ faults: { [ApiPaths.addToCart]: 'declined' } }));
  const cart = harness.container.get<CartApi>(CartApiToken);
  await expect(
    cart.addItem({ restaurantId: '1', menuId: String(plainDish(1).menuId), quantity: 1 }),
  ).rejects.toMatchObject({ kind: 'rejected' });
  harness.storage.removeItem(DEMO_SETTINGS_KEY);
  expect(await cart.itemsCount()).toBeNull();
});

it("a call chaos mode times out fails after the demo settings' timeoutMs (the usual 1.5 s when unset)", async () => {
  const harness = await createHarness('fake');
  await signIn(harness);
  const failureFor = vi.spyOn(ChaosMode.prototype, 'failureFor').mockReturnValue('timeout');
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  const cart = harness.container.get<CartApi>(CartApiToken);
  const failsAfter = async (settings: object) => {
    harness.storage.setItem(DEMO_SETTINGS_KEY, JSON.stringify({ failureRate: 0.2, latencyMs: 0, ...settings }));
    const started = performance.now();
    await expect(cart.cartInfo()).rejects.toMatchObject({ kind: 'network' });
    return performance.now() - started;
  };
  expect(await failsAfter({ timeoutMs: 20 })).toBeLessThan(SIMULATED_TIMEOUT_MS / 2);
  expect(await failsAfter({})).toBeGreaterThanOrEqual(SIMULATED_TIMEOUT_MS - 5);
  failureFor.mockRestore();
  info.mockRestore();
});

it('a menu the demo backend cannot download answers a network error, and the next call downloads it again', async () => {
  const harness = await createHarness('fake');
  const files = demoFixtures.menus;
  const read = vi
    .fn<(restaurantId: number) => Promise<unknown>>()
    .mockRejectedValueOnce(new DemoDataUnavailable('/assets/13-a1b2.json'))
    .mockImplementation((restaurantId) => files.read(restaurantId));
  harness.server.db.menuItems.readFrom({ restaurantIds: files.restaurantIds, read });
  const api = harness.container.get<MenuApi>(MenuApiToken);
  await expect(api.items('13', { page: 1, limit: 10 })).rejects.toMatchObject({
    kind: 'network',
    message: 'Network Error.',
  });
  const page = await api.items('13', { page: 1, limit: 10 });
  expect(page.items.length).toBeGreaterThan(0);
  expect(read.mock.calls).toEqual([[13], [13]]);
});

it('a call that simulates latency answers in a task after the one the server answered in, as a network would', async () => {
  const harness = await createHarness('fake');
  harness.storage.setItem(DEMO_SETTINGS_KEY, JSON.stringify({ latencyMs: 1 }));
  const gateway = harness.container.get(FakeGateway);
  const seen: string[] = [];
  const answered = gateway.call('/test/operation', () => {
    // A task queued by the server as it answers runs before the app gets the answer.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      seen.push('the task queued as the server answered');
    };
    channel.port2.postMessage(null);
    return 'the answer';
  });
  seen.push(await answered);
  expect(seen).toEqual(['the task queued as the server answered', 'the answer']);
});
