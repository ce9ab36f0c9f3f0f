import { inject, injectable } from 'inversify';
import type { AddressDraft } from '../../../domain/address/Address';
import { toAddressList, toAddressRequest } from '../../api/mappers/addressMappers';
import { ApiPaths } from '../../api/paths';
import type { AddressApi } from '../../ports/AddressApi';
import { FakeGateway } from './FakeGateway';
import { refusedOr } from './parseAnswer';

@injectable()
export class FakeAddressApi implements AddressApi {
  constructor(@inject(FakeGateway) private readonly gateway: FakeGateway) {}

  async list() {
    return toAddressList(
      await this.gateway.call(ApiPaths.addresses, (server, context) => server.addresses.list(context)),
    );
  }

  async create(draft: AddressDraft) {
    refusedOr(
      await this.gateway.call(ApiPaths.createAddress, (server, context) =>
        server.addresses.create(context, toAddressRequest(draft)),
      ),
    );
  }

  async update(id: string, draft: AddressDraft) {
    refusedOr(
      await this.gateway.call(ApiPaths.updateAddress, (server, context) =>
        server.addresses.update(context, id, { ...toAddressRequest(draft), id }),
      ),
    );
  }

  async setDefault(id: string) {
    refusedOr(
      await this.gateway.call(ApiPaths.setDefaultAddress, (server, context) =>
        server.addresses.setDefault(context, id),
      ),
    );
  }

  async remove(id: string) {
    refusedOr(
      await this.gateway.call(ApiPaths.deleteAddress, (server, context) => server.addresses.remove(context, id)),
    );
  }
}
