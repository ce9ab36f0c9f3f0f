/** Where a seat order goes, as Order History shows it (FEATURES F-train): train, station and seat. */
export interface TrainOrderPlace {
  trainNumber: string;
  trainName: string;
  stationCode: string;
  stationName: string;
  coach: string;
  berth: string;
}

/** 'Train 12955 Mumbai Central – Jaipur Superfast Express · Jaipur (JP) · Coach B2, Berth 34'. */
export const trainOrderLabel = (place: TrainOrderPlace): string =>
  `Train ${place.trainNumber} ${place.trainName} · ${place.stationName} (${place.stationCode}) · ` +
  `Coach ${place.coach}, Berth ${place.berth || '—'}`;

/** A train the customer has seat orders on, offered as Order History's one-train filter. */
export interface OrderedTrain {
  trainNumber: string;
  trainName: string;
}

/** The one-train filter's chip: 'Train 12955'. */
export const orderedTrainLabel = (train: Pick<OrderedTrain, 'trainNumber'>): string => `Train ${train.trainNumber}`;

/** Order History's delivery filter: every order, or seat orders only. */
export type OrderDestinationFilter = '' | 'train';
export const TRAIN_ORDERS_FILTER_LABEL = 'Train orders only';
export const TRAIN_FILTER_GROUP_LABEL = 'Filter by train';
