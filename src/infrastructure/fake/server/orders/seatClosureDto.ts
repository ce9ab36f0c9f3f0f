import type { z } from 'zod/mini';
import { rupeesFromPaise } from '../../../../domain/money/paise';
import type { SeatClosureDtoSchema } from '../../../api/schemas/seatClosure';
import type { OrderRecord } from '../../db/orderRecords';

/** A seat order's closure as the API answers it (refund in rupees); null while open or for an address order. */
export function seatClosureDto(closure: OrderRecord['closure']): z.input<typeof SeatClosureDtoSchema> | null {
  if (!closure) return null;
  const { refundPaise, ...rest } = closure;
  return { ...rest, refund: rupeesFromPaise(refundPaise) };
}
