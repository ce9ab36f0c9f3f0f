import { inject, injectable } from 'inversify';
import type { AddressDraft } from '../../domain/address/Address';
import { AddressEndpoints } from '../api/endpoints/addressEndpoints';
import { type EndpointCaller, EndpointCallerToken } from '../api/EndpointCaller';
import type { AddressApi } from '../ports/AddressApi';
import { type AppConfig, AppConfigToken } from '../ports/AppConfig';

@injectable()
export class AddressAdapter implements AddressApi {
  constructor(
    @inject(EndpointCallerToken) private readonly caller: EndpointCaller,
    @inject(AppConfigToken) private readonly config: AppConfig,
  ) {}

  list = () => this.caller.call(AddressEndpoints.list, undefined);
  create = (draft: AddressDraft) => this.caller.call(AddressEndpoints.create, draft);
  /** The method is configurable (AppConfig.addressUpdateMethod): the spec names both PUT and POST. */
  update = (id: string, draft: AddressDraft) =>
    this.caller.call(AddressEndpoints.update[this.config.addressUpdateMethod], { id, draft });
  setDefault = (id: string) => this.caller.call(AddressEndpoints.setDefault, id);
  remove = (id: string) => this.caller.call(AddressEndpoints.remove, id);
}
