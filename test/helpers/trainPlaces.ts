/**
 * How an order delivered to the demo's seat at Jaipur (`JAIPUR_SEAT`, trainSeats.ts) names its train, station and
 * seat (`Order.train`).
 */
export const JAIPUR_TRAIN_PLACE = {
  trainNumber: '12955',
  trainName: 'Mumbai Central – Jaipur Superfast Express',
  stationCode: 'JP',
  stationName: 'Jaipur',
  coach: 'B2',
  berth: '34',
};
