import { Alert, Box, Button, Skeleton } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect } from 'react';
import { CuisineCatalogueStore } from '../../../application/catalogue/CuisineCatalogueStore';
import { useInjection } from '../../di/ContainerProvider';
import { CuisineTile, MoreComingTile } from './CuisineTile';
import { SectionHeading } from './SectionHeading';

/** 'Browse by Cuisines': the categories in two rows that scroll sideways, ending with 'More coming'. */
export const CuisineStrip = observer(function CuisineStrip() {
  const cuisines = useInjection(CuisineCatalogueStore);
  // The tiles are built at transition priority when the categories arrive: in slices, not one long task.
  const categories = useDeferredValue(cuisines.loaded ? cuisines.categories : null);
  useEffect(() => {
    void cuisines.ensureLoaded();
  }, [cuisines]);
  return (
    <Box component="section" aria-labelledby="browse-cuisines" sx={{ mt: 4 }}>
      <SectionHeading id="browse-cuisines" title="Browse by Cuisines" />
      {cuisines.loading.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void cuisines.ensureLoaded()}>
              Try again
            </Button>
          }
        >
          {cuisines.loading.error}
        </Alert>
      ) : (
        <Box
          component="nav"
          aria-label="Cuisines"
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
            : Array.from({ length: 12 }, (_, index) => (
                <Skeleton key={index} variant="circular" width={96} height={96} sx={{ mx: 1 }} />
              ))}
        </Box>
      )}
    </Box>
  );
});
