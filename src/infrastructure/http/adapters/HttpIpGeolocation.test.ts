import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { LOCATION_UNDETERMINED_TEXT } from '../../../domain/geo/LocationFailure';
import { type IpGeolocation, IpGeolocationToken } from '../../ports/IpGeolocation';
import { createHarness, installMsw, msw } from '../../../../test/helpers/adapterSets';

installMsw();

const SERVICE = 'http://geo.example.test/json/';

it('appends the IP when the URL has no {ip} placeholder, and reads latitude and longitude', async () => {
  const harness = await createHarness('http', { config: { ipGeolocationUrl: SERVICE } });
  msw.use(
    http.get(`${SERVICE}:ip`, ({ params }) =>
      HttpResponse.json({ ip: params.ip, latitude: '26.9124', longitude: 75.7873 }),
    ),
  );
  expect(await harness.container.get<IpGeolocation>(IpGeolocationToken).locate('198.51.100.1')).toEqual({
    latitude: 26.9124,
    longitude: 75.7873,
  });
});

it("refuses with the service's reason when it answers error: true", async () => {
  const harness = await createHarness('http', { config: { ipGeolocationUrl: SERVICE } });
  msw.use(http.get(`${SERVICE}:ip`, () => HttpResponse.json({ error: true, reason: 'Reserved IP Address' })));
  await expect(harness.container.get<IpGeolocation>(IpGeolocationToken).locate('10.0.0.1')).rejects.toMatchObject({
    message: 'Reserved IP Address',
  });
});

it('refuses without asking anyone when no service is configured', async () => {
  const harness = await createHarness('http', { config: { ipGeolocationUrl: '' } });
  await expect(harness.container.get<IpGeolocation>(IpGeolocationToken).locate('198.51.100.1')).rejects.toMatchObject({
    message: LOCATION_UNDETERMINED_TEXT,
  });
});

it('never sends the bearer token to the third party', async () => {
  const harness = await createHarness('http', { config: { ipGeolocationUrl: SERVICE } });
  harness.storage.setItem('user_cred', JSON.stringify({ token: 'secret-token', roleType: 'customer' }));
  let authorization: string | null = 'unset';
  msw.use(
    http.get(`${SERVICE}:ip`, ({ request }) => {
      authorization = request.headers.get('Authorization');
      return HttpResponse.json({ latitude: 19, longitude: 72.8 });
    }),
  );
  await harness.container.get<IpGeolocation>(IpGeolocationToken).locate('198.51.100.1');
  expect(authorization).toBeNull();
});
