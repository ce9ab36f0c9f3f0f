import type { TrainTripStore } from '../../../application/train/TrainTripStore';
import { useStoreLifecycle } from '../../lifecycle/useStoreLifecycle';

/** Keeps the train's live delay (and so its 'Order by') current while it is shown; only mounted for a train cart. */
export function FollowTheTrain({ trip }: { trip: TrainTripStore }) {
  useStoreLifecycle(trip);
  return null;
}
