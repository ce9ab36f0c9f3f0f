import { type MapRenderer, MapRendererToken, type MapViewProps } from '../../../infrastructure/ports/MapRenderer';
import { useInjection } from '../../di/ContainerProvider';
import { useT } from '../../i18n/useT';

/**
 * An interactive map from whichever maps adapter the composition root bound (Google or keyless), its loading and
 * failure words in the customer's language.
 */
export function MapSurface(props: Omit<MapViewProps, 'loadingText' | 'notLoadedText'>) {
  const { MapView } = useInjection<MapRenderer>(MapRendererToken);
  const t = useT();
  return <MapView {...props} loadingText={t('account.maps.loading')} notLoadedText={t('account.maps.notLoaded')} />;
}
