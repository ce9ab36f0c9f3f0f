import { expect, it } from 'vitest';
import { DEMO_CLIENT_IP } from '../fake/server/location/IpLocationService';
import { type ClientIpApi, ClientIpApiToken } from '../ports/ClientIpApi';
import { describeEachAdapterSet } from '../../../test/helpers/adapterSets';

describeEachAdapterSet('ClientIpApi contract', (harness) => {
  it("answers the client's IP address", async () => {
    expect(await harness().container.get<ClientIpApi>(ClientIpApiToken).currentIp()).toBe(DEMO_CLIENT_IP);
  });
});
