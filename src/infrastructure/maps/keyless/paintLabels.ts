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

export function paintPlaceLabels(
  ctx: CanvasRenderingContext2D,
  zoom: number,
  places: readonly GazetteerPlace[],
  cities: readonly CityArea[],
  toTile: ToTile,
) {
  const near = (p: { x: number; y: number }) =>
    p.x > -LABEL_MARGIN && p.x < TILE_SIZE + LABEL_MARGIN && p.y > -LABEL_MARGIN && p.y < TILE_SIZE + LABEL_MARGIN;
  if (shows.city(zoom)) {
    for (const city of cities) {
      const p = toTile(city.centre);
      if (!near(p)) continue;
      dot(ctx, p, 5, COLORS.city);
      text(ctx, city.city, p.x, p.y - 10, `700 ${zoom >= 10 ? 16 : 13}px ${FONT}`, COLORS.city);
    }
  }
  for (const place of places) {
    if (!shows[place.kind](zoom)) continue;
    const p = toTile(place);
    if (!near(p)) continue;
    if (place.kind === 'station') {
      stationIcon(ctx, p);
      if (zoom >= 13) text(ctx, place.name, p.x, p.y + 20, `700 11px ${FONT}`, COLORS.station);
    } else {
      dot(ctx, p, place.kind === 'landmark' ? 4 : 3, place.kind === 'landmark' ? COLORS.landmark : COLORS.locality);
      text(
        ctx,
        place.name,
        p.x,
        p.y + 16,
        `${place.kind === 'landmark' ? 'italic 600' : 600} 12px ${FONT}`,
        COLORS[place.kind],
      );
    }
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
