import type { OrderedTrain, TrainOrderPlace } from '../../domain/train/trainOrder';
import { t } from './i18n';

/**
 * Where a seat order goes, as Order History and the order screen show it, in the customer's language:
 * 'Train 12955 Mumbai Central – Jaipur Superfast Express · Jaipur (JP) · Coach B2, Berth 34' (a berth not known: '—').
 */
export const trainOrderWords = (place: TrainOrderPlace): string =>
  t('journey.trainOrder.place', {
    train: place.trainNumber,
    name: place.trainName,
    station: place.stationName,
    code: place.stationCode,
    coachNo: place.coach,
    berthNo: place.berth || '—',
  });

/** Order History's one-train filter chip: 'Train 12955'. */
export const orderedTrainWords = (train: Pick<OrderedTrain, 'trainNumber'>): string =>
  t('journey.trainOrder.chip', { train: train.trainNumber });

/** Order History's seat-orders filter and its group's name. */
export const trainFilterWords = (): { only: string; group: string } => ({
  only: t('journey.trainOrder.only'),
  group: t('journey.trainOrder.group'),
});
