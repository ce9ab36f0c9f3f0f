import { inject, injectable } from 'inversify';
import { type ComponentType, lazy } from 'react';
import type { MapRenderer, MapViewProps } from '../../ports/MapRenderer';
import { LazyMapBox } from '../LazyMapBox';
import { GoogleMapsScript } from './GoogleMapsScript';

/** The Google map component and its library load with the first map shown. */
const GoogleMapView = lazy(() => import('./GoogleMapView'));

@injectable()
export class GoogleMapRenderer implements MapRenderer {
  readonly MapView: ComponentType<MapViewProps>;

  constructor(@inject(GoogleMapsScript) script: GoogleMapsScript) {
    this.MapView = function GoogleMapsView(props: MapViewProps) {
      return (
        <LazyMapBox height={props.height} loadingText={props.words.loading}>
          <GoogleMapView {...props} script={script} />
        </LazyMapBox>
      );
    };
  }
}
