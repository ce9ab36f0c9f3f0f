import { ContainerModule } from 'inversify';
import { PushMessagingToken } from '../ports/PushMessaging';
import { FirebasePushMessaging } from './FirebasePushMessaging';

/** Push through Firebase Cloud Messaging, for either adapter set, when Firebase settings are configured. */
export const firebasePushModule = new ContainerModule(({ bind }) => {
  bind(PushMessagingToken).to(FirebasePushMessaging).inSingletonScope();
});
