export const TRAIN_PATH = '/train';
export const JOURNEY_PATH = '/train/journey';
export const stationPath = (code: string) => `/train/station/${encodeURIComponent(code)}`;
