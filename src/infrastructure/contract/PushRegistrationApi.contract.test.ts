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
    expect(harness().server.db.pushDevices.findMany().map((d) => [d.deviceId, d.fcmToken, d.userId])).toEqual([
      [device.deviceId, 'token-new', 'u-aarav'],
    ]);
  });

  it('refuses a missing token or a malformed device id', async () => {
    await signIn(harness());
    await expect(api(harness()).registerDevice({ fcmToken: '', deviceId: device.deviceId })).rejects.toMatchObject({ message: 'Token or Device ID is missing' });
    await expect(api(harness()).registerDevice({ fcmToken: 'x', deviceId: 'phone' })).rejects.toMatchObject({ message: 'Token or Device ID is missing' });
  });
});
