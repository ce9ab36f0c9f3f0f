import { expect, it, vi } from 'vitest';
import { emptyAddressDraft } from '../../../domain/address/Address';
import { NEW_DELHI } from '../../../domain/geo/GeoPoint';
import { endpoint, succeeded } from '../../api/endpoint';
import { EndpointCallerToken, type EndpointCaller } from '../../api/EndpointCaller';
import { ApiPaths } from '../../api/paths';
import { SuccessResponseSchema } from '../../api/schemas/common';
import { type AddressApi, AddressApiToken } from '../../ports/AddressApi';
import { type CatalogueApi, CatalogueApiToken } from '../../ports/CatalogueApi';
import { type FavoritesApi, FavoritesApiToken } from '../../ports/FavoritesApi';
import { createHarness, installMsw, type AdapterSetName } from '../../../../test/helpers/adapterSets';
import { signIn } from '../../../../test/helpers/signIn';
import { DEMO_SETTINGS_KEY } from './DemoSettings';

installMsw();

/** What the fake server's service is handed for the same port call, in process (fake) and over msw (http). */
async function receivedBy(set: AdapterSetName) {
  const harness = await createHarness(set);
  await signIn(harness);
  const listing = vi.spyOn(harness.server.catalogue, 'restaurants');
  const update = vi.spyOn(harness.server.addresses, 'update');
  await harness.container.get<CatalogueApi>(CatalogueApiToken).restaurants({
    point: NEW_DELHI,
    page: 2,
    limit: 10,
    filters: { flags: ['pureVeg'], cuisineId: '9' },
  });
  const draft = { ...emptyAddressDraft(), completeAddress: 'A-1', city: 'Jaipur', pincode: '302016' };
  await harness.container
    .get<AddressApi>(AddressApiToken)
    .update('2', { ...draft, latitude: 26.9, longitude: 75.8 })
    .catch(() => undefined);
  return { query: listing.mock.calls[0]?.[0], update: update.mock.calls[0]?.slice(1) };
}

it('hands the fake service exactly what the msw handler hands it: query strings, path ids, the JSON body', async () => {
  const inProcess = await receivedBy('fake');
  expect(inProcess.query).toMatchObject({ page: '2', limit: '10', pureVeg: 'true' });
  expect(inProcess.update?.[0]).toBe('2');
  expect(inProcess).toEqual(await receivedBy('http'));
});

it('keys demo faults by the API path without its id, so one fault covers every id', async () => {
  const harness = await createHarness('fake');
  await signIn(harness);
  const favorites = harness.container.get<FavoritesApi>(FavoritesApiToken);
  harness.storage.setItem(DEMO_SETTINGS_KEY, JSON.stringify({ faults: { [ApiPaths.removeFavorite]: 'network' } }));
  await expect(favorites.remove('3')).rejects.toMatchObject({ kind: 'network' });
  await expect(favorites.add('3')).resolves.toBeUndefined();
});

it('refuses an unsafe id before the service runs', async () => {
  const harness = await createHarness('fake');
  await signIn(harness);
  const remove = vi.spyOn(harness.server.favorites, 'remove');
  await expect(harness.container.get<FavoritesApi>(FavoritesApiToken).remove('../2')).rejects.toMatchObject({
    kind: 'not-found',
  });
  expect(remove).not.toHaveBeenCalled();
});

it('names an endpoint the fake route table does not answer', async () => {
  const harness = await createHarness('fake');
  const unrouted = endpoint({
    method: 'GET',
    path: 'api/nowhere',
    request: () => ({}),
    response: SuccessResponseSchema,
    map: succeeded,
  });
  await expect(harness.container.get<EndpointCaller>(EndpointCallerToken).call(unrouted, undefined)).rejects.toThrow(
    'No fake route answers GET api/nowhere',
  );
});
