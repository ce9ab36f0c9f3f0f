import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { emptyAddressDraft } from '../../domain/address/Address';
import { ApiPaths } from '../api/paths';
import { type AddressApi, AddressApiToken } from '../ports/AddressApi';
import { createHarness, installMsw, msw, TEST_API_BASE_URL } from '../../../test/helpers/adapterSets';
import { signIn } from '../../../test/helpers/signIn';

installMsw();

const draft = {
  ...emptyAddressDraft(),
  completeAddress: 'A-1, Bani Park',
  area: 'Bani Park',
  city: 'Jaipur',
  pincode: '302016',
  latitude: 26.93,
  longitude: 75.792,
};

/** Records the method and path of every request msw sees. */
function recordRequests() {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) =>
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  msw.events.on('request:start', listener);
  return { seen, stop: () => msw.events.removeListener('request:start', listener) };
}

describe('AddressAdapter over http', () => {
  it.each(['PUT', 'POST'] as const)(
    'sends update-user-address/{id} with the configured method (%s)',
    async (method) => {
      const harness = await createHarness('http', { config: { addressUpdateMethod: method } });
      await signIn(harness, 'aarav');
      const requests = recordRequests();
      await harness.container.get<AddressApi>(AddressApiToken).update('2', draft);
      requests.stop();
      expect(requests.seen).toEqual([`${method} /api/user/update-user-address/2`]);
    },
  );

  it('uses the spec’s methods and paths for the other calls', async () => {
    const harness = await createHarness('http');
    await signIn(harness, 'aarav');
    const api = harness.container.get<AddressApi>(AddressApiToken);
    const requests = recordRequests();
    await api.list();
    await api.create(draft);
    await api.setDefault('2');
    await api.remove('1');
    requests.stop();
    expect(requests.seen).toEqual([
      'GET /api/user/get-all-addresses',
      'POST /api/user/create-user-address',
      'PUT /api/user/set-default-address/2',
      'DELETE /api/user/delete-address/1',
    ]);
  });

  it('reads loosely typed answers (numeric ids and strings for numbers, 0/1 flags)', async () => {
    const harness = await createHarness('http');
    const address = {
      id: 41,
      addressType: 'home',
      completeAddress: 'X',
      area: null,
      city: 'Agra',
      pincode: 282001,
      latitude: '27.17',
      longitude: '78.04',
      isDefault: 1,
    };
    msw.use(
      http.get(new URL(ApiPaths.addresses, TEST_API_BASE_URL).toString(), () =>
        HttpResponse.json({ success: true, data: [address] }),
      ),
    );
    const [parsed] = await harness.container.get<AddressApi>(AddressApiToken).list();
    expect(parsed).toMatchObject({
      id: '41',
      addressType: 'HOME',
      area: '',
      pincode: '282001',
      latitude: 27.17,
      isDefault: true,
    });
  });

  it('turns a malformed answer into a handled error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const harness = await createHarness('http');
    msw.use(
      http.get(new URL(ApiPaths.addresses, TEST_API_BASE_URL).toString(), () =>
        HttpResponse.json({ success: true, data: [{ id: 1 }] }),
      ),
    );
    await expect(harness.container.get<AddressApi>(AddressApiToken).list()).rejects.toMatchObject({
      kind: 'malformed',
    });
  });
});
