import { lazy } from 'react';
import { LazyMapBox } from '../../src/infrastructure/maps/LazyMapBox';
import { type MapRenderer, MapRendererToken, type MapViewProps } from '../../src/infrastructure/ports/MapRenderer';
import type { Harness } from './adapterSets';

/** A map whose code never arrives: its box keeps the loading words for as long as a test looks. */
const NeverArrives = lazy(() => new Promise<never>(() => {}));

/** Maps whose code is still loading, in the adapters' own loading box: what a screen shows on a slow network. */
export function mapStillLoading(harness: Harness): void {
  const renderer: MapRenderer = {
    MapView: function StillLoadingMapView({ height, words }: MapViewProps) {
      return (
        <LazyMapBox height={height} loadingText={words.loading}>
          <NeverArrives />
        </LazyMapBox>
      );
    },
  };
  harness.container.rebind(MapRendererToken).toConstantValue(renderer);
}
