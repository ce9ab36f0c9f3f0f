import { inject, injectable } from 'inversify';
import type { AddressDraft } from '../../../domain/address/Address';
import { toAddressList, toAddressRequest } from '../../api/mappers/addressMappers';
import { ensureSuccess } from '../../api/mappers/ensureSuccess';
import { ApiPaths, pathWithId } from '../../api/paths';
import { AddressListResponseSchema } from '../../api/schemas/address';
import { SuccessResponseSchema } from '../../api/schemas/common';
import type { AddressApi } from '../../ports/AddressApi';
import { type AppConfig, AppConfigToken } from '../../ports/AppConfig';
import { HttpClient } from '../HttpClient';

@injectable()
export class HttpAddressApi implements AddressApi {
  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(AppConfigToken) private readonly config: AppConfig,
  ) {}

  async list() {
    return toAddressList(await this.http.get(ApiPaths.addresses, { schema: AddressListResponseSchema }));
  }

  async create(draft: AddressDraft) {
    ensureSuccess(
      await this.http.post(ApiPaths.createAddress, { schema: SuccessResponseSchema, json: toAddressRequest(draft) }),
    );
  }

  /** The method is configurable (AppConfig.addressUpdateMethod): the spec names both PUT and POST. */
  async update(id: string, draft: AddressDraft) {
    const path = pathWithId(ApiPaths.updateAddress, id);
    const json = { ...toAddressRequest(draft), id };
    ensureSuccess(
      await this.http.request(this.config.addressUpdateMethod, path, { schema: SuccessResponseSchema, json }),
    );
  }

  async setDefault(id: string) {
    ensureSuccess(await this.http.put(pathWithId(ApiPaths.setDefaultAddress, id), { schema: SuccessResponseSchema }));
  }

  async remove(id: string) {
    ensureSuccess(await this.http.delete(pathWithId(ApiPaths.deleteAddress, id), { schema: SuccessResponseSchema }));
  }
}
