import { type MapRenderer, MapRendererToken, type MapViewProps } from '../../../infrastructure/ports/MapRenderer';
import { useInjection } from '../../di/ContainerProvider';

/** An interactive map from whichever maps adapter the composition root bound (Google or keyless). */
export function MapSurface(props: MapViewProps) {
  const { MapView } = useInjection<MapRenderer>(MapRendererToken);
  return <MapView {...props} />;
}
