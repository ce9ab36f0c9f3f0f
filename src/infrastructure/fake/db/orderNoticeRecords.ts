import { z } from 'zod/mini';

/**
 * The last status of an order its customer was told about (fake backend, persistent): the demo backend pushes
 * each change once, also a change that happened while no page was open.
 */
export const OrderNoticeRecordSchema = z.object({
  /** The order record's id. */
  orderRecordId: z.string(),
  userId: z.string(),
  /** The status text as the order history answers it. */
  status: z.string(),
});
export type OrderNoticeRecord = z.infer<typeof OrderNoticeRecordSchema>;
