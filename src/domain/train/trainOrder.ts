/** Where a seat order goes, as Order History shows it (FEATURES F-train): train, station and seat. */
export interface TrainOrderPlace {
  trainNumber: string;
  trainName: string;
  stationCode: string;
  stationName: string;
  coach: string;
  berth: string;
}

/** A train the customer has seat orders on, offered as Order History's one-train filter. */
export interface OrderedTrain {
  trainNumber: string;
  trainName: string;
}

/** Order History's delivery filter: every order, or seat orders only. */
export type OrderDestinationFilter = '' | 'train';
