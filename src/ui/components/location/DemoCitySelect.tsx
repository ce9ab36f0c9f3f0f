import { observer } from 'mobx-react-lite';
import { LocationStore } from '../../../application/location/LocationStore';
import { DemoModeStore } from '../../../application/shared/DemoModeStore';
import { DEMO_CITIES, demoCityNamed } from '../../../domain/geo/demoCities';
import { useInjection } from '../../di/ContainerProvider';
import { NativeSelectField } from '../forms/NativeSelectField';
import { useT } from '../../i18n/useT';

/** Demo only: switches the listings between the demo catalogue's cities at once ("Detected" goes back). */
export const DemoCitySelect = observer(function DemoCitySelect() {
  const t = useT();
  const demo = useInjection(DemoModeStore);
  const location = useInjection(LocationStore);
  if (!demo.enabled) return null;
  return (
    <NativeSelectField
      label={t('browse.demoCity.label')}
      value={location.chosenCity?.name ?? ''}
      onChange={(name) => location.chooseCity(demoCityNamed(name))}
      // Its line is kept without it (and it fits one line): the listing below does not move when it comes.
      helperText={location.source === 'address' ? t('browse.demoCity.addressUsed') : ''}
      sx={{ width: { xs: '100%', sm: 340 }, flexShrink: 0 }}
    >
      <option value="">{t('browse.demoCity.detected')}</option>
      {DEMO_CITIES.map((city) => (
        <option key={city.name} value={city.name}>
          {city.name}
        </option>
      ))}
    </NativeSelectField>
  );
});
