import { Container } from '@mui/material';
import { LocationBar } from '../../components/location/LocationBar';
import { CuisineStrip } from './CuisineStrip';
import { DiscoverNewCarousel } from './DiscoverNewCarousel';
import { RestaurantGridSection } from './RestaurantGridSection';
import { SeenNotice } from '../../components/feedback/SeenNotice';

/** Everything below the home banner: location, 'Browse by Cuisines', 'Discover New' and the restaurant grid. */
export function HomeSections() {
  return (
    <Container maxWidth="xl">
      <LocationBar />
      <SeenNotice sx={{ mt: 2 }} />
      <CuisineStrip />
      <DiscoverNewCarousel />
      <RestaurantGridSection />
    </Container>
  );
}
