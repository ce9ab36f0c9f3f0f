import { injectable } from 'inversify';
import type { ComponentType } from 'react';
import type { MapRenderer, MapViewProps } from '../ports/MapRenderer';
import { MapLoading } from './MapLoading';

/**
 * The map's box as it first appears, with no map in it: pages prerendered at build time (no browser, so no
 * Leaflet or Google) show this until the app takes over and draws the real map in the same place.
 */
@injectable()
export class PlaceholderMapRenderer implements MapRenderer {
  readonly MapView: ComponentType<MapViewProps> = function PlaceholderMapView({ height, words }: MapViewProps) {
    return <MapLoading height={height} text={words.loading} />;
  };
}
