import MyLocation from '@mui/icons-material/MyLocation';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { Box, Button, Container, Paper, Stack } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { LocationFinderStore } from '../../../application/maps/LocationFinderStore';
import { FINDER_MAP_HEIGHT_PX, FINDER_ZOOM } from '../../../domain/geo/mapRules';
import { MapSurface } from '../../components/maps/MapSurface';
import { useInjection } from '../../di/ContainerProvider';
import { FinderSearchBox } from './FinderSearchBox';
import { SavedFinderAddresses } from './SavedFinderAddresses';
import { SelectedLocationPanel } from './SelectedLocationPanel';
import { PageHeading } from '../../components/layout/PageHeading';
import { useT } from '../../i18n/useT';

/** /map: find an address by search, the current location or a map click, and keep a list in page memory. */
export const LocationFinderPage = observer(function LocationFinderPage() {
  const t = useT();
  const finder = useInjection(LocationFinderStore);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('browse.finder.title')} subtitle={t('browse.finder.subtitle')} sx={{ mb: 3 }} />
      <Stack spacing={2.5}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <FinderSearchBox finder={finder} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button
                variant="outlined"
                startIcon={<MyLocation />}
                onClick={() => void finder.useCurrentLocation()}
                disabled={finder.locating}
              >
                {t(finder.locating ? 'browse.finder.locating' : 'browse.finder.useCurrent')}
              </Button>
              <Button variant="contained" startIcon={<SaveOutlined />} onClick={finder.save} disabled={!finder.canSave}>
                {t('browse.finder.save')}
              </Button>
            </Stack>
          </Stack>
        </Paper>
        <Box sx={{ borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
          <MapSurface
            center={finder.center}
            zoom={FINDER_ZOOM}
            marker={finder.location}
            markerStyle="dot"
            onMapClick={(point) => void finder.clickMap(point)}
            height={FINDER_MAP_HEIGHT_PX}
            label={t('browse.finder.map')}
          />
        </Box>
        <SelectedLocationPanel finder={finder} />
        <SavedFinderAddresses finder={finder} />
      </Stack>
    </Container>
  );
});
