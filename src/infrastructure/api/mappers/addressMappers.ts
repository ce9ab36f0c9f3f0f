import { type Address, type AddressDraft, type AddressType, ADDRESS_TYPES } from '../../../domain/address/Address';
import type { AddressListResponse, AddressRequest, ParsedAddressDto } from '../schemas/address';
import { ensureSuccess } from './ensureSuccess';

const addressTypeOf = (value: string): AddressType => {
  const upper = value.trim().toUpperCase();
  if (upper === 'OTHER') return 'OTHERS';
  return (ADDRESS_TYPES as readonly string[]).includes(upper) ? (upper as AddressType) : 'OTHERS';
};

const text = (value: string | null | undefined) => value ?? '';

export function toAddress(dto: ParsedAddressDto): Address {
  return {
    id: dto.id,
    addressType: addressTypeOf(dto.addressType),
    completeAddress: dto.completeAddress,
    area: text(dto.area),
    city: text(dto.city),
    state: dto.state ?? undefined,
    pincode: dto.pincode,
    landmark: dto.landmark ?? undefined,
    latitude: dto.latitude,
    longitude: dto.longitude,
    placeId: text(dto.placeId),
    isDefault: dto.isDefault,
  };
}

export function toAddressList(response: AddressListResponse): Address[] {
  ensureSuccess(response);
  return (response.data ?? []).map(toAddress);
}

/** The full address object the create and update calls take; trims what the customer typed. */
export function toAddressRequest(draft: AddressDraft): AddressRequest {
  return {
    addressType: draft.addressType,
    completeAddress: draft.completeAddress.trim(),
    area: draft.area.trim(),
    city: draft.city.trim(),
    state: draft.state?.trim() || undefined,
    pincode: draft.pincode.trim(),
    landmark: draft.landmark?.trim() || undefined,
    latitude: draft.latitude,
    longitude: draft.longitude,
    placeId: draft.placeId,
  };
}
