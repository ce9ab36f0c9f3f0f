import { inject, injectable } from 'inversify';
import { type ComponentType, lazy } from 'react';
import { type AppConfig, AppConfigToken } from '../../ports/AppConfig';
import type { MapRenderer, MapViewProps } from '../../ports/MapRenderer';
import { LazyMapBox } from '../LazyMapBox';

/** Leaflet is loaded with the first map shown (it needs a browser, and most screens have no map). */
const LeafletMapView = lazy(() => import('./LeafletMapView'));

@injectable()
export class LeafletMapRenderer implements MapRenderer {
  readonly MapView: ComponentType<MapViewProps>;

  constructor(@inject(AppConfigToken) config: AppConfig) {
    const tilesUrl = config.osmTilesUrl;
    this.MapView = function KeylessMapView(props: MapViewProps) {
      return (
        <LazyMapBox height={props.height} loadingText={props.words.loading}>
          <LeafletMapView {...props} tilesUrl={tilesUrl} />
        </LazyMapBox>
      );
    };
  }
}
