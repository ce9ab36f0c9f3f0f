import { afterEach, expect, it } from 'vitest';
import { demoCityNamed } from '../../domain/geo/demoCities';
import { StorageKeys } from '../../infrastructure/ports/KeyValueStore';
import { ADAPTER_SETS, installMsw } from '../../../test/helpers/adapterSets';
import { openPage, reloadPage, requestsSettled } from '../../../test/helpers/reload';
import { signIn } from '../../../test/helpers/signIn';
import { SessionStore } from '../session/SessionStore';
import { LocationStore } from './LocationStore';

installMsw();
afterEach(requestsSettled);

const JAIPUR = demoCityNamed('Jaipur')!;

for (const set of ADAPTER_SETS) {
  it(`[${set}] the Demo city chosen by a customer without an address is kept at the next page load`, async () => {
    const page = await openPage(set);
    await signIn(page, 'kabir'); // Kabir has no saved address
    page.container.get(LocationStore).chooseCity(JAIPUR);

    const next = await reloadPage(page);
    const location = next.container.get(LocationStore);
    expect(location.chosenCity).toEqual(JAIPUR);
    expect(location.source).toBe('choice');
    expect(location.point).toEqual(JAIPUR.point);

    location.chooseCity(null); // 'Detected location'
    expect((await reloadPage(next)).container.get(LocationStore).chosenCity).toBeNull();
  });

  it(`[${set}] a sign-out forgets the chosen city, on the device and on the screen`, async () => {
    const page = await openPage(set);
    await signIn(page, 'kabir');
    const location = page.container.get(LocationStore);
    location.chooseCity(JAIPUR);
    page.container.get(SessionStore).logout();
    expect(location.chosenCity).toBeNull();
    expect(page.storage.getItem(StorageKeys.chosenCity)).toBeNull();
  });

  it(`[${set}] a saved value that is not a demo city is ignored`, async () => {
    const page = await openPage(set);
    page.storage.setItem(StorageKeys.chosenCity, JSON.stringify({ name: 'Atlantis' }));
    const next = await reloadPage(page);
    expect(next.container.get(LocationStore).chosenCity).toBeNull();
    next.storage.setItem(StorageKeys.chosenCity, '{not json');
    expect((await reloadPage(next)).container.get(LocationStore).chosenCity).toBeNull();
  });
}
