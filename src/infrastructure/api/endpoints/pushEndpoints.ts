import type { PushDevice } from '../../ports/PushRegistrationApi';
import { endpoint, succeeded } from '../endpoint';
import { ApiPaths } from '../paths';
import { SuccessResponseSchema } from '../schemas/common';

/**
 * Registering the device for push messages (FEATURES F-account) and, on sign-out, forgetting it (ours,
 * FEATURES F-safety).
 */
export const PushEndpoints = {
  register: endpoint({
    method: 'POST',
    path: ApiPaths.registerPushToken,
    request: (device: PushDevice) => ({ json: device }),
    response: SuccessResponseSchema,
    map: succeeded,
  }),
  unregister: endpoint({
    method: 'POST',
    path: ApiPaths.unregisterPushToken,
    request: (device: PushDevice) => ({ json: device }),
    response: SuccessResponseSchema,
    map: succeeded,
  }),
};
