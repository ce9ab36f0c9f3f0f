import { z } from 'zod';
import { ADDRESS_TYPES } from '../../../domain/address/Address';
import { idString, numeric, SuccessResponseSchema } from './common';

const optionalText = z.string().nullish();

/** An address as the API sends it (core spec §3). Lenient where the live API is loosely typed. */
export const AddressDtoSchema = z.object({
  id: idString,
  addressType: z.string(),
  completeAddress: z.string(),
  area: optionalText,
  city: optionalText,
  state: optionalText,
  pincode: z.union([z.string(), z.number()]).transform(String),
  landmark: optionalText,
  latitude: numeric,
  longitude: numeric,
  placeId: optionalText,
  isDefault: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean),
});
export type AddressDto = z.input<typeof AddressDtoSchema>;
export type ParsedAddressDto = z.output<typeof AddressDtoSchema>;

export const AddressListResponseSchema = SuccessResponseSchema.extend({ data: z.array(AddressDtoSchema).nullish() });
export type AddressListResponse = z.output<typeof AddressListResponseSchema>;

/** The full address object sent to create-user-address and update-user-address (the latter adds the id). */
export const AddressRequestSchema = z.object({
  addressType: z.enum(ADDRESS_TYPES),
  completeAddress: z.string(),
  area: z.string(),
  city: z.string(),
  state: z.string().optional(),
  pincode: z.string(),
  landmark: z.string().optional(),
  latitude: z.number(),
  longitude: z.number(),
  placeId: z.string().optional(),
  id: idString.optional(),
});
export type AddressRequest = z.input<typeof AddressRequestSchema>;
