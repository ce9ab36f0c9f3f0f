import { z } from 'zod/mini';
import { ADDRESS_TYPES } from '../../../domain/address/Address';
import { idString, numeric, SuccessResponseSchema } from './common';

const optionalText = z.nullish(z.string());

/** An address as the API sends it (FEATURES F-address). Lenient where the live API is loosely typed. */
export const AddressDtoSchema = z.object({
  id: idString,
  addressType: z.string(),
  completeAddress: z.string(),
  area: optionalText,
  city: optionalText,
  state: optionalText,
  pincode: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  landmark: optionalText,
  latitude: numeric,
  longitude: numeric,
  placeId: optionalText,
  isDefault: z.pipe(
    z.union([z.boolean(), z.literal(0), z.literal(1)]),
    z.transform((value) => Boolean(value)),
  ),
});
export type AddressDto = z.input<typeof AddressDtoSchema>;
export type ParsedAddressDto = z.output<typeof AddressDtoSchema>;

export const AddressListResponseSchema = z.extend(SuccessResponseSchema, {
  data: z.nullish(z.array(AddressDtoSchema)),
});
export type AddressListResponse = z.output<typeof AddressListResponseSchema>;

/** The full address object sent to create-user-address and update-user-address (the latter adds the id). */
export const AddressRequestSchema = z.object({
  addressType: z.enum(ADDRESS_TYPES),
  completeAddress: z.string(),
  area: z.string(),
  city: z.string(),
  state: z.optional(z.string()),
  pincode: z.string(),
  landmark: z.optional(z.string()),
  latitude: z.number(),
  longitude: z.number(),
  placeId: z.optional(z.string()),
  id: z.optional(idString),
});
export type AddressRequest = z.input<typeof AddressRequestSchema>;
