import { paiseFromRupees } from '../../../domain/money/paise';
import type { SeatClosure } from '../../../domain/train/seatClosure';
import type { SeatClosureDto } from '../schemas/seatClosure';

/** A seat order's closure in the domain's terms (refund in paise); null while open. */
export function toSeatClosure(dto: SeatClosureDto | null | undefined): SeatClosure | null {
  if (!dto) return null;
  const { refund, ...rest } = dto;
  return { ...rest, refundPaise: paiseFromRupees(refund) };
}
