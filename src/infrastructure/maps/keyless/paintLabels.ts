import type { CityArea } from './cityAreas';
import type { GazetteerPlace } from './gazetteer';
import { TILE_SIZE, type ToTile } from './mercator';

/** Labels of points this far outside a tile still reach into it. */
const LABEL_MARGIN = 180;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const COLORS = {
  locality: '#374151',
  station: '#1e3a8a',
  landmark: '#92400e',
  city: '#111827',
  halo: 'rgba(255,255,255,0.92)',
};

/** When each kind of label appears: cities while zoomed out, stations from 12, localities and landmarks from 14. */
const shows = {
  city: (zoom: number) => zoom <= 12,
  station: (zoom: number) => zoom >= 12,
  locality: (zoom: number) => zoom >= 14,
  landmark: (zoom: number) => zoom >= 14,
};

/** A name to write on the map, centred at (x, y) in tile pixels. */
interface Label {
  name: string;
  x: number;
  y: number;
  size: number;
  weight: string;
  colour: string;
}

/** Roughly how wide a name is: every tile must make the same choices, so no measuring with a tile's canvas. */
const ESTIMATED_CHAR_WIDTH = 0.6;
const LABEL_PADDING = 2;

const labelBox = (label: Label) => {
  const halfWidth = (label.name.length * label.size * ESTIMATED_CHAR_WIDTH) / 2 + LABEL_PADDING;
  const halfHeight = label.size / 2 + LABEL_PADDING;
  return {
    left: label.x - halfWidth,
    right: label.x + halfWidth,
    top: label.y - halfHeight,
    bottom: label.y + halfHeight,
  };
};

const overlaps = (a: Label, b: Label) => {
  const [boxA, boxB] = [labelBox(a), labelBox(b)];
  return boxA.left < boxB.right && boxB.left < boxA.right && boxA.top < boxB.bottom && boxB.top < boxA.bottom;
};

/**
 * The names that fit: cities first, then stations, landmarks and localities; a name that would overlap one already
 * placed is left out (with its dot), so a locality and the station named after it are not written over each other.
 * Only positions relative to each other decide, so every tile that shows a name makes the same choice.
 */
export function fittingLabels<T extends Label>(candidates: readonly T[]): T[] {
  const placed: T[] = [];
  for (const label of candidates) if (!placed.some((other) => overlaps(label, other))) placed.push(label);
  return placed;
}

const KIND_ORDER = { station: 0, landmark: 1, locality: 2 } as const;

export function paintPlaceLabels(
  ctx: CanvasRenderingContext2D,
  zoom: number,
  places: readonly GazetteerPlace[],
  cities: readonly CityArea[],
  toTile: ToTile,
) {
  const within = (margin: number) => (p: { x: number; y: number }) =>
    p.x > -margin && p.x < TILE_SIZE + margin && p.y > -margin && p.y < TILE_SIZE + margin;
  const near = within(LABEL_MARGIN);
  // Names a little further out still take part in the choice, so a tile and its neighbour agree on their border.
  const considered = within(2 * LABEL_MARGIN);
  const candidates: (Label & { dot?: { at: { x: number; y: number }; radius: number; colour: string } })[] = [];
  if (shows.city(zoom)) {
    for (const city of cities) {
      const p = toTile(city.centre);
      if (!considered(p)) continue;
      const size = zoom >= 10 ? 16 : 13;
      candidates.push({ name: city.city, x: p.x, y: p.y - 10, size, weight: '700', colour: COLORS.city });
      if (near(p)) dot(ctx, p, 5, COLORS.city);
    }
  }
  const shown = places
    .filter((place) => shows[place.kind](zoom))
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.name.localeCompare(b.name));
  for (const place of shown) {
    const p = toTile(place);
    if (!considered(p)) continue;
    if (place.kind === 'station') {
      if (near(p)) stationIcon(ctx, p);
      if (zoom >= 13)
        candidates.push({ name: place.name, x: p.x, y: p.y + 20, size: 11, weight: '700', colour: COLORS.station });
    } else {
      const landmark = place.kind === 'landmark';
      candidates.push({
        name: place.name,
        x: p.x,
        y: p.y + 16,
        size: 12,
        weight: landmark ? 'italic 600' : '600',
        colour: COLORS[place.kind],
        dot: { at: p, radius: landmark ? 4 : 3, colour: landmark ? COLORS.landmark : COLORS.locality },
      });
    }
  }
  for (const label of fittingLabels(candidates)) {
    if (label.dot && near(label.dot.at)) dot(ctx, label.dot.at, label.dot.radius, label.dot.colour);
    if (near(label)) text(ctx, label.name, label.x, label.y, `${label.weight} ${label.size}px ${FONT}`, label.colour);
  }
}

function text(ctx: CanvasRenderingContext2D, label: string, x: number, y: number, font: string, colour: string) {
  ctx.font = font;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = COLORS.halo;
  ctx.lineWidth = 4;
  ctx.strokeText(label, x, y);
  ctx.fillStyle = colour;
  ctx.fillText(label, x, y);
}

function dot(ctx: CanvasRenderingContext2D, p: { x: number; y: number }, radius: number, colour: string) {
  ctx.beginPath();
  ctx.arc(p.x, p.y, radius, 0, Math.PI * 2);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
}

/** A navy roundel with a white train front: where the railway stations are. */
function stationIcon(ctx: CanvasRenderingContext2D, p: { x: number; y: number }) {
  dot(ctx, p, 8, COLORS.station);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(p.x - 3.5, p.y - 4, 7, 6);
  ctx.fillStyle = COLORS.station;
  ctx.fillRect(p.x - 2.5, p.y - 3, 5, 2);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(p.x - 4, p.y + 3, 2, 1.5);
  ctx.fillRect(p.x + 2, p.y + 3, 2, 1.5);
}
