import { ContainerModule } from 'inversify';
import { EndpointCallerToken } from '../api/EndpointCaller';
import { bindApiAdapters } from '../apiAdapters/bindApiAdapters';
import { DemoBackendToken } from '../ports/DemoBackend';
import { IpGeolocationToken } from '../ports/IpGeolocation';
import { PushMessagingToken } from '../ports/PushMessaging';
import { HttpDemoBackend } from './adapters/HttpDemoBackend';
import { HttpDemoPushMessaging } from './adapters/HttpDemoPushMessaging';
import { HttpIpGeolocation } from './adapters/HttpIpGeolocation';
import { HttpClient } from './HttpClient';
import { SeenAnswerCaller } from './offline/SeenAnswerCaller';
import { SeenAnswerStore } from './offline/SeenAnswerStore';

/** The live-API adapter set: every port backed by the provider's user API. */
export const httpAdapterModule = new ContainerModule(({ bind, isBound }) => {
  bind(HttpClient).toSelf().inSingletonScope();
  // Screens read through what the customer has seen: served when the network is missing (the demo set needs none).
  bind(SeenAnswerStore).toSelf().inSingletonScope();
  bind(SeenAnswerCaller).toSelf().inSingletonScope();
  bind(EndpointCallerToken).toService(SeenAnswerCaller);
  bindApiAdapters(bind);
  bind(DemoBackendToken).to(HttpDemoBackend).inSingletonScope();
  bind(IpGeolocationToken).to(HttpIpGeolocation).inSingletonScope();
  // Firebase push, when configured, is bound before this module; without it only the demo API delivers messages.
  if (!isBound(PushMessagingToken)) bind(PushMessagingToken).to(HttpDemoPushMessaging).inSingletonScope();
});
