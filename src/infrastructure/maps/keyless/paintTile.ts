import type { GeoPoint } from '../../../domain/geo/GeoPoint';
import type { CityArea } from './cityAreas';
import type { GazetteerPlace } from './gazetteer';
import { paintPlaceLabels } from './paintLabels';
import { pointAtPixel, TILE_SIZE, type ToTile, worldPixel } from './mercator';

export interface TileCoords {
  x: number;
  y: number;
  z: number;
}

interface Bounds {
  south: number;
  north: number;
  west: number;
  east: number;
}

const COLORS = {
  land: '#f4f1ea',
  urban: '#ebe5da',
  park: '#cde5c0',
  casing: '#d6cdbd',
  street: '#ffffff',
  arterial: '#fce8b2',
  rail: '#6b7280',
};
/** Arterial roads about every 1.2 km; local streets split each block further as the map zooms in. */
const ARTERIAL_STEP = 0.012;
const RADIAL_ROADS = 5;

/** Deterministic noise in [0, 1): the same street layout on every tile and every visit. */
const noise = (a: number, b = 0) => {
  const s = Math.sin(a * 127.1 + b * 311.7) * 43758.5453;
  return s - Math.floor(s);
};

/**
 * Draws one offline map tile: land, the built-up area of each demo city with a street-like grid, parks,
 * railway lines between its stations, and labels (cities, localities, stations, landmarks) by zoom.
 */
export function paintTile(
  ctx: CanvasRenderingContext2D,
  tile: TileCoords,
  places: readonly GazetteerPlace[],
  cities: readonly CityArea[],
) {
  const origin = { x: tile.x * TILE_SIZE, y: tile.y * TILE_SIZE };
  const toTile: ToTile = (point) => {
    const pixel = worldPixel(point, tile.z);
    return { x: pixel.x - origin.x, y: pixel.y - origin.y };
  };
  const northWest = pointAtPixel(origin.x, origin.y, tile.z);
  const southEast = pointAtPixel(origin.x + TILE_SIZE, origin.y + TILE_SIZE, tile.z);
  const view: Bounds = {
    north: northWest.latitude,
    west: northWest.longitude,
    south: southEast.latitude,
    east: southEast.longitude,
  };

  ctx.fillStyle = COLORS.land;
  ctx.fillRect(0, 0, TILE_SIZE, TILE_SIZE);
  for (const city of cities) {
    if (city.east < view.west || city.west > view.east || city.north < view.south || city.south > view.north) continue;
    const a = toTile({ latitude: city.north, longitude: city.west });
    const b = toTile({ latitude: city.south, longitude: city.east });
    ctx.fillStyle = COLORS.urban;
    ctx.fillRect(a.x, a.y, b.x - a.x, b.y - a.y);
    if (tile.z >= 11) {
      paintStreets(ctx, clip(city, view), tile.z, toTile);
      paintRadials(ctx, city, tile.z, toTile);
    }
    if (tile.z >= 10) paintRailway(ctx, city, tile.z, toTile);
  }
  paintPlaceLabels(ctx, tile.z, places, cities, toTile);
}

/** The part of a city within a tile's view, widened by one block so roads reach the tile's edges. */
function clip(city: Bounds, view: Bounds): Bounds {
  return {
    south: Math.max(city.south, view.south - ARTERIAL_STEP),
    north: Math.min(city.north, view.north + ARTERIAL_STEP),
    west: Math.max(city.west, view.west - ARTERIAL_STEP),
    east: Math.min(city.east, view.east + ARTERIAL_STEP),
  };
}

const indices = (from: number, to: number, step: number) => {
  const result: number[] = [];
  for (let i = Math.floor(from / step); i <= Math.ceil(to / step); i++) result.push(i);
  return result;
};

function paintStreets(ctx: CanvasRenderingContext2D, area: Bounds, zoom: number, toTile: ToTile) {
  const columns = indices(area.west, area.east, ARTERIAL_STEP);
  const rows = indices(area.south, area.north, ARTERIAL_STEP);
  if (zoom >= 12) {
    ctx.fillStyle = COLORS.park;
    for (const i of columns)
      for (const j of rows) {
        if (noise(i, j) >= 0.09) continue;
        const a = toTile({ latitude: (j + 0.8) * ARTERIAL_STEP, longitude: (i + 0.2) * ARTERIAL_STEP });
        const b = toTile({ latitude: (j + 0.2) * ARTERIAL_STEP, longitude: (i + 0.8) * ARTERIAL_STEP });
        ctx.fillRect(a.x, a.y, b.x - a.x, b.y - a.y);
      }
  }
  const localStep = zoom >= 16 ? ARTERIAL_STEP / 6 : zoom >= 14 ? ARTERIAL_STEP / 3 : 0;
  if (localStep > 0) {
    for (const k of indices(area.west, area.east, localStep))
      for (const j of rows)
        if (noise(k, j) > 0.2)
          line(
            ctx,
            toTile,
            { latitude: j * ARTERIAL_STEP, longitude: k * localStep },
            { latitude: (j + 1) * ARTERIAL_STEP, longitude: k * localStep },
            zoom >= 16 ? 3 : 2,
            COLORS.street,
          );
    for (const k of indices(area.south, area.north, localStep))
      for (const i of columns)
        if (noise(i, k) > 0.2)
          line(
            ctx,
            toTile,
            { latitude: k * localStep, longitude: i * ARTERIAL_STEP },
            { latitude: k * localStep, longitude: (i + 1) * ARTERIAL_STEP },
            zoom >= 16 ? 3 : 2,
            COLORS.street,
          );
  }
  const width = zoom >= 15 ? 7 : zoom >= 13 ? 4 : 2;
  for (const i of columns) {
    const longitude = (i + (noise(i) - 0.5) * 0.3) * ARTERIAL_STEP;
    line(
      ctx,
      toTile,
      { latitude: area.south, longitude },
      { latitude: area.north, longitude },
      width,
      COLORS.arterial,
      COLORS.casing,
    );
  }
  for (const j of rows) {
    const latitude = (j + (noise(0, j) - 0.5) * 0.3) * ARTERIAL_STEP;
    line(
      ctx,
      toTile,
      { latitude, longitude: area.west },
      { latitude, longitude: area.east },
      width,
      COLORS.arterial,
      COLORS.casing,
    );
  }
}

/** A few main roads leaving the centre at angles, so the grid reads as a city rather than graph paper. */
function paintRadials(ctx: CanvasRenderingContext2D, city: CityArea, zoom: number, toTile: ToTile) {
  const reach = Math.max(city.north - city.south, city.east - city.west);
  const seed = city.centre.latitude * 100;
  for (let k = 0; k < RADIAL_ROADS; k++) {
    const angle = ((k + noise(seed, k) * 0.6) / RADIAL_ROADS) * Math.PI * 2;
    const end = {
      latitude: city.centre.latitude + Math.sin(angle) * reach,
      longitude: city.centre.longitude + Math.cos(angle) * reach,
    };
    line(ctx, toTile, city.centre, end, zoom >= 15 ? 8 : zoom >= 13 ? 5 : 3, COLORS.arterial, COLORS.casing);
  }
}

function paintRailway(ctx: CanvasRenderingContext2D, city: CityArea, zoom: number, toTile: ToTile) {
  ctx.save();
  ctx.setLineDash([6, 4]);
  for (let i = 1; i < city.stations.length; i++)
    line(ctx, toTile, city.stations[i - 1]!, city.stations[i]!, zoom >= 14 ? 3 : 2, COLORS.rail);
  ctx.restore();
}

function line(
  ctx: CanvasRenderingContext2D,
  toTile: ToTile,
  from: GeoPoint,
  to: GeoPoint,
  width: number,
  colour: string,
  casing?: string,
) {
  const a = toTile(from);
  const b = toTile(to);
  const stroke = (style: string, lineWidth: number) => {
    ctx.strokeStyle = style;
    ctx.lineWidth = lineWidth;
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.stroke();
  };
  if (casing) stroke(casing, width + 2);
  stroke(colour, width);
}
