import { z } from 'zod/mini';

/** A device registered for push by a customer (fake backend, persistent). */
export const PushDeviceRecordSchema = z.object({
  deviceId: z.string(),
  fcmToken: z.string(),
  userId: z.string(),
  registeredAt: z.number(),
});
export type PushDeviceRecord = z.infer<typeof PushDeviceRecordSchema>;
