import { describe, expect, it } from 'vitest';
import type { Address } from '../../domain/address/Address';
import { demoCityNamed } from '../../domain/geo/demoCities';
import { LocationFailure } from '../../domain/geo/LocationFailure';
import { clearDemoSettings, setDemoSettings } from '../../../test/helpers/apiOperations';
import { DeviceLocationToken } from '../../infrastructure/ports/DeviceLocation';
import { AddressSelection } from '../address/AddressSelection';
import { LocationStore } from './LocationStore';
import { createHarness, type Harness } from '../../../test/helpers/adapterSets';

const MUMBAI = demoCityNamed('Mumbai')!;
const NEW_DELHI = demoCityNamed('New Delhi')!;

async function harnessWithDevice(position: 'denied' | { latitude: number; longitude: number }): Promise<Harness> {
  const harness = await createHarness('fake');
  harness.container.rebind(DeviceLocationToken).toConstantValue({
    currentPosition: async () => {
      if (position === 'denied') throw new LocationFailure('denied');
      return position;
    },
  });
  return harness;
}

describe('LocationStore', () => {
  it("uses the device's position first", async () => {
    const store = (await harnessWithDevice(MUMBAI.point)).container.get(LocationStore);
    await store.ensureLocated();
    expect(store.point).toEqual(MUMBAI.point);
    expect(store.source).toBe('device');
    expect(store.cityName).toBe('Mumbai');
  });

  it('falls back to get-ip and the IP lookup when the device refuses (the demo IP is in New Delhi)', async () => {
    const store = (await harnessWithDevice('denied')).container.get(LocationStore);
    await store.ensureLocated();
    expect(store.point).toEqual(NEW_DELHI.point);
    expect(store.source).toBe('ip');
    expect(store.failure).toBeNull();
  });

  it.each(['clientIp', 'ipGeolocation'] as const)(
    "says 'Unable to determine location' when the device and %s fail",
    async (operation) => {
      const harness = await harnessWithDevice('denied');
      setDemoSettings(harness.storage, { faults: { [operation]: 'network' } });
      const store = harness.container.get(LocationStore);
      await store.ensureLocated();
      expect(store.point).toBeNull();
      expect(store.failure).toBe('undetermined');

      clearDemoSettings(harness.storage);
      await store.retry();
      expect(store.point).toEqual(NEW_DELHI.point);
      expect(store.failure).toBeNull();
    },
  );

  it('lets a chosen city override the detected position, and the selected address override both', async () => {
    const harness = await harnessWithDevice(MUMBAI.point);
    const store = harness.container.get(LocationStore);
    await store.ensureLocated();
    store.chooseCity(demoCityNamed('Jaipur'));
    expect(store.source).toBe('choice');
    expect(store.cityName).toBe('Jaipur');

    const address = { id: 'a1', latitude: 27.17, longitude: 78.01 } as Address;
    harness.container.get(AddressSelection).select(address);
    expect(store.source).toBe('address');
    expect(store.point).toEqual({ latitude: 27.17, longitude: 78.01 });

    harness.container.get(AddressSelection).select(null);
    store.chooseCity(null);
    expect(store.point).toEqual(MUMBAI.point);
  });

  it('ignores a selected address without a usable point', async () => {
    const harness = await harnessWithDevice(MUMBAI.point);
    const store = harness.container.get(LocationStore);
    await store.ensureLocated();
    harness.container.get(AddressSelection).select({ id: 'a2', latitude: 0, longitude: 0 } as Address);
    expect(store.source).toBe('device');
  });

  it('detects only once, however many screens ask', async () => {
    let asked = 0;
    const harness = await createHarness('fake');
    harness.container.rebind(DeviceLocationToken).toConstantValue({
      currentPosition: async () => {
        asked += 1;
        return MUMBAI.point;
      },
    });
    const store = harness.container.get(LocationStore);
    await Promise.all([store.ensureLocated(), store.ensureLocated()]);
    await store.ensureLocated();
    expect(asked).toBe(1);
  });
});
