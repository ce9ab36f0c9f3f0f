import { expect, it } from 'vitest';
import { AppError } from '../../domain/errors/AppError';
import { demoCityNamed } from '../../domain/geo/demoCities';
import { DEMO_CLIENT_IP } from '../fake/server/location/IpLocationService';
import { type IpGeolocation, IpGeolocationToken } from '../ports/IpGeolocation';
import { describeEachAdapterSet } from '../../../test/helpers/adapterSets';

describeEachAdapterSet('IpGeolocation contract', (harness) => {
  const lookup = () => harness().container.get<IpGeolocation>(IpGeolocationToken);

  it('places the demo IP in New Delhi and the other demo addresses in their cities', async () => {
    expect(await lookup().locate(DEMO_CLIENT_IP)).toEqual(demoCityNamed('New Delhi')!.point);
    expect(await lookup().locate('203.0.113.12')).toEqual(demoCityNamed('Jaipur')!.point);
  });

  it('refuses an address it cannot place', async () => {
    const error = await lookup()
      .locate('198.51.100.7')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe('No location is known for this IP address');
  });
});
