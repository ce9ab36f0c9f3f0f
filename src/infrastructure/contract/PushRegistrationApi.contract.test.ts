import { expect, it } from 'vitest';
import { type PushRegistrationApi, PushRegistrationApiToken } from '../ports/PushRegistrationApi';
import { describeEachAdapterSet, type Harness } from '../../../test/helpers/adapterSets';
import { signIn } from '../../../test/helpers/signIn';

const api = (h: Harness) => h.container.get<PushRegistrationApi>(PushRegistrationApiToken);
const device = { fcmToken: 'token-abc', deviceId: 'device_k3x9q_1763800000000' };

describeEachAdapterSet('PushRegistrationApi contract', (harness) => {
  it('needs a signed-in customer', async () => {
    await expect(api(harness()).registerDevice(device)).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('registers a device once per device id', async () => {
    await signIn(harness());
    await api(harness()).registerDevice(device);
    await api(harness()).registerDevice({ ...device, fcmToken: 'token-new' });
    expect(
      harness()
        .server.db.pushDevices.findMany()
        .map((d) => [d.deviceId, d.fcmToken, d.userId]),
    ).toEqual([[device.deviceId, 'token-new', 'u-aarav']]);
  });

  it('refuses a missing token or a malformed device id', async () => {
    await signIn(harness());
    await expect(api(harness()).registerDevice({ fcmToken: '', deviceId: device.deviceId })).rejects.toMatchObject({
      message: 'Token or Device ID is missing',
    });
    await expect(api(harness()).registerDevice({ fcmToken: 'x', deviceId: 'phone' })).rejects.toMatchObject({
      message: 'Token or Device ID is missing',
    });
  });

  it("unregisters the customer's device (sign-out), needing the session; another customer's device stays", async () => {
    await signIn(harness(), 'priya');
    await api(harness()).registerDevice({ fcmToken: 'priya-token', deviceId: 'device_p1_1763800000000' });
    await signIn(harness());
    await api(harness()).registerDevice(device);
    await api(harness()).unregisterDevice(device);
    await api(harness()).unregisterDevice({ fcmToken: 'priya-token', deviceId: 'device_p1_1763800000000' });
    expect(
      harness()
        .server.db.pushDevices.findMany()
        .map((d) => d.userId),
    ).toEqual(['u-priya']);
    harness().storage.removeItem('user_cred');
    await expect(api(harness()).unregisterDevice(device)).rejects.toMatchObject({ kind: 'unauthorized' });
  });
});
