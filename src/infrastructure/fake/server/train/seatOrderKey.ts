/** The order keeps which run and station it is for in its destination id. */
export const seatOrderKey = (seat: { trainNumber: string; runDate: string; stationCode: string }) =>
  `seat:${seat.trainNumber}:${seat.runDate}:${seat.stationCode}`;

export function parseSeatOrderKey(id: string): { trainNumber: string; runDate: string; stationCode: string } | null {
  const match = /^seat:(\d{5}):(\d{4}-\d{2}-\d{2}):([A-Z]{1,5})$/.exec(id);
  return match ? { trainNumber: match[1]!, runDate: match[2]!, stationCode: match[3]! } : null;
}
