import {
  type MapRenderer,
  MapRendererToken,
  type MapViewProps,
  type MapWords,
} from '../../../infrastructure/ports/MapRenderer';
import { useInjection } from '../../di/ContainerProvider';
import { useT } from '../../i18n/useT';

/**
 * An interactive map from whichever maps adapter the composition root bound (Google or keyless), saying its
 * own words (loading, failure, its marker and zoom buttons) in the customer's language.
 */
export function MapSurface(props: Omit<MapViewProps, 'words'>) {
  const { MapView } = useInjection<MapRenderer>(MapRendererToken);
  const t = useT();
  const words: MapWords = {
    loading: t('account.maps.loading'),
    notLoaded: t('account.maps.notLoaded'),
    selectedMarker: t('account.maps.selectedMarker'),
    zoomIn: t('account.maps.zoomIn'),
    zoomOut: t('account.maps.zoomOut'),
  };
  return <MapView {...props} words={words} />;
}
