import { z } from 'zod/mini';
import { ADDRESS_TYPES } from '../../../domain/address/Address';

/** A saved delivery address as kept by the fake backend (fixtures/addresses.json seeds the demo customers'). */
export const AddressRecordSchema = z.object({
  id: z.string().check(z.regex(/^\d+$/)),
  userId: z.string(),
  addressType: z.enum(ADDRESS_TYPES),
  completeAddress: z.string().check(z.minLength(1)),
  area: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string().check(z.regex(/^\d{6}$/)),
  landmark: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  placeId: z.string(),
  isDefault: z.boolean(),
  createdAt: z.number(),
});
export type AddressRecord = z.infer<typeof AddressRecordSchema>;
