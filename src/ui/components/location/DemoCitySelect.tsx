import { observer } from 'mobx-react-lite';
import { LocationStore } from '../../../application/location/LocationStore';
import { DemoModeStore } from '../../../application/shared/DemoModeStore';
import { DEMO_CITIES, demoCityNamed } from '../../../domain/geo/demoCities';
import { useInjection } from '../../di/ContainerProvider';
import { NativeSelectField } from '../forms/NativeSelectField';

/** Demo only: switches the listings between the demo catalogue's cities at once ("Detected" goes back). */
export const DemoCitySelect = observer(function DemoCitySelect() {
  const demo = useInjection(DemoModeStore);
  const location = useInjection(LocationStore);
  if (!demo.enabled) return null;
  return (
    <NativeSelectField
      label="Demo city"
      value={location.chosenCity?.name ?? ''}
      onChange={(name) => location.chooseCity(demoCityNamed(name))}
      // Its line is kept without it (and it fits one line): the listing below does not move when it comes.
      helperText={location.source === 'address' ? 'Your delivery address is used while one is selected' : ''}
      sx={{ width: { xs: '100%', sm: 340 }, flexShrink: 0 }}
    >
      <option value="">Detected location</option>
      {DEMO_CITIES.map((city) => (
        <option key={city.name} value={city.name}>
          {city.name}
        </option>
      ))}
    </NativeSelectField>
  );
});
