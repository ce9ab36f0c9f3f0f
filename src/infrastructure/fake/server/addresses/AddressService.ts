import { validateAddressDraft } from '../../../../domain/address/addressValidation';
import { AddressRequestSchema, type ParsedAddressDto } from '../../../api/schemas/address';
import type { SuccessResponse } from '../../../api/schemas/common';
import type { FakeDatabase } from '../../db/FakeDatabase';
import type { AddressRecord } from '../../db/addressRecords';
import type { Authenticator } from '../auth/Authenticator';
import { refuse } from '../FakeHttpError';
import { refusalText } from '../formRefusals';
import { parseRequest } from '../parseRequest';
import type { Clock, RequestContext } from '../RequestContext';

export const ADDRESS_NOT_FOUND_TEXT = 'Address not found';

const toDto = ({ userId: _userId, createdAt: _createdAt, ...dto }: AddressRecord): ParsedAddressDto => dto;

/**
 * The server side of the address book. A customer sees and changes only their own addresses (404
 * otherwise); fields are checked like the app checks them; exactly one address per customer is the default:
 * the first one becomes it, set-default moves it, deleting it promotes the oldest remaining address.
 */
export class AddressService {
  constructor(
    private readonly db: FakeDatabase,
    private readonly auth: Authenticator,
    private readonly now: Clock,
  ) {}

  list(context: RequestContext): SuccessResponse & { data: ParsedAddressDto[] } {
    const user = this.auth.requireUser(context);
    return { success: true, data: this.addressesOf(user.id).map(toDto) };
  }

  async create(context: RequestContext, body: unknown): Promise<SuccessResponse & { data: ParsedAddressDto }> {
    const user = this.auth.requireUser(context);
    const fields = this.parseFields(body);
    const record = await this.db.addresses.create({
      ...fields,
      id: this.nextId(),
      userId: user.id,
      isDefault: this.addressesOf(user.id).length === 0,
      createdAt: this.now(),
    });
    return { success: true, message: 'Address created successfully', data: toDto(record) };
  }

  async update(context: RequestContext, id: string, body: unknown): Promise<SuccessResponse> {
    const user = this.auth.requireUser(context);
    this.ownAddress(user.id, id);
    const fields = this.parseFields(body);
    await this.db.addresses.update((q) => q.where({ id }), {
      data(record) {
        Object.assign(record, fields);
      },
    });
    return { success: true, message: 'Address updated successfully' };
  }

  async setDefault(context: RequestContext, id: string): Promise<SuccessResponse> {
    const user = this.auth.requireUser(context);
    this.ownAddress(user.id, id);
    await this.db.addresses.updateMany((q) => q.where({ userId: user.id }), {
      data(record) {
        record.isDefault = record.id === id;
      },
    });
    return { success: true, message: 'Default address updated successfully' };
  }

  async remove(context: RequestContext, id: string): Promise<SuccessResponse> {
    const user = this.auth.requireUser(context);
    const removed = this.ownAddress(user.id, id);
    this.db.addresses.delete((q) => q.where({ id }));
    const heir = this.addressesOf(user.id)[0];
    if (removed.isDefault && heir) {
      await this.db.addresses.update((q) => q.where({ id: heir.id }), {
        data(record) {
          record.isDefault = true;
        },
      });
    }
    return { success: true, message: 'Address deleted successfully' };
  }

  /** The customer's addresses, oldest first. */
  private addressesOf(userId: string): AddressRecord[] {
    return this.db.addresses
      .findMany((q) => q.where({ userId }))
      .sort((a, b) => a.createdAt - b.createdAt || Number(a.id) - Number(b.id));
  }

  private ownAddress(userId: string, id: string): AddressRecord {
    const record = this.db.addresses.findFirst((q) => q.where({ id, userId }));
    if (!record) throw refuse(404, ADDRESS_NOT_FOUND_TEXT);
    return record;
  }

  private parseFields(body: unknown) {
    const request = parseRequest(AddressRequestSchema, body);
    const fields = {
      addressType: request.addressType,
      completeAddress: request.completeAddress.trim(),
      area: request.area.trim(),
      city: request.city.trim(),
      state: request.state?.trim() ?? '',
      pincode: request.pincode.trim(),
      landmark: request.landmark?.trim() ?? '',
      latitude: request.latitude,
      longitude: request.longitude,
      placeId: request.placeId ?? '',
    };
    const problem = validateAddressDraft(fields);
    if (problem) throw refuse(400, refusalText(problem));
    return fields;
  }

  private nextId(): string {
    const highest = this.db.addresses.all().reduce((max, record) => Math.max(max, Number(record.id)), 0);
    return String(highest + 1);
  }
}
