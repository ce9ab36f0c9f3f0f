import type { GeoPoint } from '../../../domain/geo/GeoPoint';

export const TILE_SIZE = 256;

/** World pixel position of a point at a zoom level (Web Mercator, the projection of every web map). */
export function worldPixel({ latitude, longitude }: GeoPoint, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((latitude * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** The point at a world pixel position (inverse of worldPixel). */
export function pointAtPixel(x: number, y: number, zoom: number): GeoPoint {
  const scale = TILE_SIZE * 2 ** zoom;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  return { latitude: (180 / Math.PI) * Math.atan(Math.sinh(n)), longitude: (x / scale) * 360 - 180 };
}

/** Projects a point into the pixel space of the tile being drawn. */
export type ToTile = (point: GeoPoint) => { x: number; y: number };
