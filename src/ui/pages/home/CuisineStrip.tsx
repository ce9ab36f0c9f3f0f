import { Box } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { LOADING_MOTION_DELAY } from '../../components/feedback/loadingMotion';
import { RetryAlert } from '../../components/feedback/RetryAlert';
import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect } from 'react';
import { CuisineCatalogueStore } from '../../../application/catalogue/CuisineCatalogueStore';
import { useInjection } from '../../di/ContainerProvider';
import { CuisineTile, MoreComingTile } from './CuisineTile';
import { SectionHeading } from './SectionHeading';
import { useT } from '../../i18n/useT';

/**
 * A round grey stand-in for a cuisine tile while the categories load, pulsing as MUI's circular Skeleton does (whose
 * component was a 1.4 KB download of the home page for this alone) once the wait goes on.
 */
const CUISINE_SKELETON_SX = {
  display: 'block',
  width: 96,
  height: 96,
  mx: 1,
  borderRadius: '50%',
  bgcolor: (theme: Theme) => alpha(theme.palette.text.primary, 0.11),
  '@keyframes cuisineSkeletonPulse': { '0%': { opacity: 1 }, '50%': { opacity: 0.4 }, '100%': { opacity: 1 } },
  animation: `cuisineSkeletonPulse 2s ease-in-out ${LOADING_MOTION_DELAY} infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const;

/** 'Browse by Cuisines': the categories in two rows that scroll sideways, ending with 'More coming'. */
export const CuisineStrip = observer(function CuisineStrip() {
  const t = useT();
  const cuisines = useInjection(CuisineCatalogueStore);
  // The tiles are built at transition priority when the categories arrive: in slices, not one long task.
  const categories = useDeferredValue(cuisines.loaded ? cuisines.categories : null);
  useEffect(() => {
    void cuisines.ensureLoaded();
  }, [cuisines]);
  return (
    <Box component="section" aria-labelledby="browse-cuisines" sx={{ mt: 4 }}>
      <SectionHeading id="browse-cuisines" title={t('home.browseCuisines')} />
      {cuisines.loading.error ? (
        <RetryAlert severity="error" onRetry={() => void cuisines.ensureLoaded()}>
          {cuisines.loading.error}
        </RetryAlert>
      ) : (
        <Box
          component="nav"
          aria-label={t('home.cuisines')}
          sx={{
            display: 'grid',
            gridTemplateRows: 'repeat(2, auto)',
            gridAutoFlow: 'column',
            gridAutoColumns: 'max-content',
            gap: 2,
            overflowX: 'auto',
            pb: 1,
          }}
        >
          {categories
            ? [
                ...categories.map((category) => <CuisineTile key={category.id} category={category} />),
                <MoreComingTile key="more" />,
              ]
            : Array.from({ length: 12 }, (_, index) => <Box key={index} component="span" sx={CUISINE_SKELETON_SX} />)}
        </Box>
      )}
    </Box>
  );
});
