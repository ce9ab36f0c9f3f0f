import { z } from 'zod';
import { type Address, ADDRESS_TYPES } from './Address';

/** An Address as saved locally (userAddresses); anything that does not match is ignored. */
export const AddressSchema = z.object({
  id: z.string().min(1),
  addressType: z.enum(ADDRESS_TYPES),
  completeAddress: z.string(),
  area: z.string(),
  city: z.string(),
  pincode: z.string(),
  landmark: z.string().optional(),
  latitude: z.number(),
  longitude: z.number(),
  placeId: z.string(),
  isDefault: z.boolean(),
  state: z.string().optional(),
}) satisfies z.ZodType<Address>;

export const AddressListSchema = z.array(AddressSchema);
