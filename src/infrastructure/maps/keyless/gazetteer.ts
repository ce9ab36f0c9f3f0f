import { z } from 'zod/mini';
import { distanceKm, type GeoPoint } from '../../../domain/geo/GeoPoint';
import type { PlaceAddress, PlaceDetails } from '../../../domain/geo/Place';

/** A place of the offline gazetteer (fixtures/gazetteer.json): localities, railway stations and landmarks. */
export const GazetteerEntrySchema = z.object({
  name: z.string().check(z.minLength(1)),
  kind: z.enum(['locality', 'station', 'landmark']),
  city: z.string().check(z.minLength(1)),
  state: z.string().check(z.minLength(1)),
  pincode: z.string().check(z.regex(/^\d{6}$/)),
  latitude: z.number().check(z.gte(-85), z.lte(85)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
});
export type GazetteerEntry = z.infer<typeof GazetteerEntrySchema>;

export interface GazetteerPlace extends GazetteerEntry {
  placeId: string;
  /** The locality a station or landmark lies in (a locality's own name). */
  area: string;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const placeIdOf = (entry: Pick<GazetteerEntry, 'city' | 'name'>) => `gz:${slug(entry.city)}:${slug(entry.name)}`;

export const pointOf = (entry: GazetteerEntry): GeoPoint => ({ latitude: entry.latitude, longitude: entry.longitude });

/** Validates the entries and resolves each station's and landmark's area to the nearest locality of its city. */
export function buildGazetteer(entries: GazetteerEntry[]): GazetteerPlace[] {
  const localities = entries.filter((entry) => entry.kind === 'locality');
  const areaOf = (entry: GazetteerEntry) => {
    if (entry.kind === 'locality') return entry.name;
    const sameCity = localities.filter((locality) => locality.city === entry.city);
    const nearest = sameCity.reduce<GazetteerEntry | null>(
      (best, candidate) =>
        !best || distanceKm(pointOf(entry), pointOf(candidate)) < distanceKm(pointOf(entry), pointOf(best))
          ? candidate
          : best,
      null,
    );
    return nearest?.name ?? entry.name;
  };
  return entries.map((entry) => ({ ...entry, placeId: placeIdOf(entry), area: areaOf(entry) }));
}

export function addressOf(place: GazetteerPlace): PlaceAddress {
  return {
    formattedAddress: `${place.name}, ${place.city}, ${place.state} ${place.pincode}, India`,
    placeId: place.placeId,
    area: place.area,
    city: place.city,
    pincode: place.pincode,
    state: place.state,
    country: 'India',
  };
}

export function detailsOf(place: GazetteerPlace): PlaceDetails {
  const address = addressOf(place);
  return {
    placeId: place.placeId,
    name: place.name,
    formattedAddress: address.formattedAddress,
    location: pointOf(place),
    address,
  };
}
