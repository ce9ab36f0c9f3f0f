import { z } from 'zod/mini';
import { type Address, ADDRESS_TYPES } from './Address';

/** An Address as saved locally (userAddresses); anything that does not match is ignored. */
export const AddressSchema = z.object({
  id: z.string().check(z.minLength(1)),
  addressType: z.enum(ADDRESS_TYPES),
  completeAddress: z.string(),
  area: z.string(),
  city: z.string(),
  pincode: z.string(),
  landmark: z.optional(z.string()),
  latitude: z.number(),
  longitude: z.number(),
  placeId: z.string(),
  isDefault: z.boolean(),
  state: z.optional(z.string()),
}) satisfies z.ZodMiniType<Address>;

export const AddressListSchema = z.array(AddressSchema);
