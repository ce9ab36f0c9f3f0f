import type { AddressDraft } from '../../../domain/address/Address';
import { endpoint, succeeded } from '../endpoint';
import { toAddressList, toAddressRequest } from '../mappers/addressMappers';
import { ApiPaths } from '../paths';
import { AddressListResponseSchema } from '../schemas/address';
import { SuccessResponseSchema } from '../schemas/common';

const updateWith = (method: 'PUT' | 'POST') =>
  endpoint({
    method,
    path: `${ApiPaths.updateAddress}/:id`,
    request: ({ id, draft }: { id: string; draft: AddressDraft }) => ({
      params: { id },
      json: { ...toAddressRequest(draft), id },
    }),
    response: SuccessResponseSchema,
    map: succeeded,
  });

/** An address call that names the address in its path and answers the envelope only. */
const byId = (method: 'PUT' | 'DELETE', path: string) =>
  endpoint({
    method,
    path: `${path}/:id`,
    request: (id: string) => ({ params: { id } }),
    response: SuccessResponseSchema,
    map: succeeded,
  });

/** The saved-address calls (FEATURES F-address). */
export const AddressEndpoints = {
  list: endpoint({
    method: 'GET',
    path: ApiPaths.addresses,
    request: () => ({}),
    response: AddressListResponseSchema,
    map: toAddressList,
  }),
  create: endpoint({
    method: 'POST',
    path: ApiPaths.createAddress,
    request: (draft: AddressDraft) => ({ json: toAddressRequest(draft) }),
    response: SuccessResponseSchema,
    map: succeeded,
  }),
  /** update-user-address by PUT or POST (AppConfig.addressUpdateMethod): the spec names both. */
  update: { PUT: updateWith('PUT'), POST: updateWith('POST') },
  setDefault: byId('PUT', ApiPaths.setDefaultAddress),
  remove: byId('DELETE', ApiPaths.deleteAddress),
};
