import { ContainerModule } from 'inversify';
import { DemoBackendToken } from '../ports/DemoBackend';
import { IpGeolocationToken } from '../ports/IpGeolocation';
import { PushMessagingToken } from '../ports/PushMessaging';
import { EndpointCallerToken } from '../api/EndpointCaller';
import { bindApiAdapters } from '../apiAdapters/bindApiAdapters';
import { DemoSettings } from './adapters/DemoSettings';
import { FakeDemoBackend } from './adapters/FakeDemoBackend';
import { FakeDemoPushMessaging } from './adapters/FakeDemoPushMessaging';
import { FakeEndpointCaller } from './adapters/FakeEndpointCaller';
import { FakeGateway, FakeServerToken, type StartingFakeServer } from './adapters/FakeGateway';
import { FakeIpGeolocation } from './adapters/FakeIpGeolocation';
import type { FakeServer } from './server/FakeServer';

/**
 * The offline adapter set: every port backed by the in-process fake server. The server is still loading its data
 * when the app goes live: the adapters wait for it, and DemoBackend.started says when it is up (or why not).
 */
export function fakeAdapterModule(server: Promise<FakeServer>) {
  return new ContainerModule(({ bind, isBound }) => {
    bind(FakeServerToken).toConstantValue({ ready: server } satisfies StartingFakeServer);
    bind(DemoSettings).toSelf().inSingletonScope();
    bind(FakeGateway).toSelf().inSingletonScope();
    bind(EndpointCallerToken).to(FakeEndpointCaller).inSingletonScope();
    bindApiAdapters(bind);
    bind(DemoBackendToken).to(FakeDemoBackend).inSingletonScope();
    bind(IpGeolocationToken).to(FakeIpGeolocation).inSingletonScope();
    // Firebase push, when configured, is bound before this module; without it the demo backend delivers push.
    if (!isBound(PushMessagingToken)) bind(PushMessagingToken).to(FakeDemoPushMessaging).inSingletonScope();
  });
}
