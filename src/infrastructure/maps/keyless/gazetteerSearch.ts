import { distanceKm, type GeoPoint } from '../../../domain/geo/GeoPoint';
import { type GazetteerPlace, pointOf } from './gazetteer';

/** Beyond this distance from every known place, a point has no address (open country, the sea…). */
export const REVERSE_GEOCODE_RADIUS_KM = 25;

/** The known place nearest to `point`, if one lies within the radius. */
export function nearestPlace(
  places: readonly GazetteerPlace[],
  point: GeoPoint,
  radiusKm = REVERSE_GEOCODE_RADIUS_KM,
): GazetteerPlace | null {
  let best: GazetteerPlace | null = null;
  let bestKm = radiusKm;
  for (const place of places) {
    const km = distanceKm(point, pointOf(place));
    if (km <= bestKm) {
      best = place;
      bestKm = km;
    }
  }
  return best;
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** 0 = the name starts with the query … 3 = only the city, state or pincode matches. */
function rank(place: GazetteerPlace, query: string, firstToken: string): number {
  const name = normalize(place.name);
  if (name.startsWith(query)) return 0;
  if (name.split(' ').some((word) => word.startsWith(firstToken))) return 1;
  if (name.includes(firstToken)) return 2;
  return 3;
}

/**
 * Places matching free text: every word of the query must appear in the place's name, area, city, state or
 * pincode. Best first: name prefix, then a word of the name, then anywhere; shorter names first on ties.
 */
export function searchPlaces(places: readonly GazetteerPlace[], text: string, limit: number): GazetteerPlace[] {
  const query = normalize(text);
  const tokens = query.split(' ').filter(Boolean);
  const firstToken = tokens[0];
  if (!firstToken) return [];
  return places
    .filter((place) => {
      const haystack = normalize(`${place.name} ${place.area} ${place.city} ${place.state} ${place.pincode}`);
      return tokens.every((token) => haystack.includes(token));
    })
    .map((place) => ({ place, score: rank(place, query, firstToken) }))
    .sort(
      (a, b) =>
        a.score - b.score || a.place.name.length - b.place.name.length || a.place.name.localeCompare(b.place.name),
    )
    .slice(0, limit)
    .map(({ place }) => place);
}
