import L from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM } from '../../../domain/geo/mapRules';
import { cityAreasOf } from './cityAreas';
import { GAZETTEER } from './gazetteerPlaces';
import { TILE_SIZE } from './mercator';
import { paintTile } from './paintTile';

const CITY_AREAS = cityAreasOf(GAZETTEER);

/** A base layer drawn in the browser from the gazetteer: no tile server, no network. */
class OfflineGridLayer extends L.GridLayer {
  protected override createTile(coords: L.Coords): HTMLElement {
    const canvas = document.createElement('canvas');
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    canvas.width = TILE_SIZE * ratio;
    canvas.height = TILE_SIZE * ratio;
    canvas.style.width = `${TILE_SIZE}px`;
    canvas.style.height = `${TILE_SIZE}px`;
    const ctx = canvas.getContext('2d');
    if (ctx) {
      ctx.scale(ratio, ratio);
      paintTile(ctx, coords, GAZETTEER, CITY_AREAS);
    }
    return canvas;
  }
}

/** Adds the offline base layer to the surrounding react-leaflet map. */
export function OfflineBaseLayer() {
  const map = useMap();
  useEffect(() => {
    const layer = new OfflineGridLayer({
      minZoom: MAP_MIN_ZOOM,
      maxZoom: MAP_MAX_ZOOM,
      attribution: 'Offline demo map drawn from the RailBite gazetteer',
    }).addTo(map);
    return () => {
      layer.remove();
    };
  }, [map]);
  return null;
}
