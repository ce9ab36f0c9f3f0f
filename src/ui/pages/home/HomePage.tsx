import { Container } from '@mui/material';
import { useState } from 'react';
import { LocationBar } from '../../components/location/LocationBar';
import { SearchOverlay } from '../../components/search/SearchOverlay';
import { CuisineStrip } from './CuisineStrip';
import { DiscoverNewCarousel } from './DiscoverNewCarousel';
import { HeroBanner } from './HeroBanner';
import { RestaurantGridSection } from './RestaurantGridSection';

/** / and /home: hero with search, location, 'Browse by Cuisines', 'Discover New' and the restaurant grid. */
export function HomePage() {
  const [searching, setSearching] = useState(false);
  return (
    <>
      <HeroBanner onSearch={() => setSearching(true)} />
      <Container maxWidth="xl">
        <LocationBar />
        <CuisineStrip />
        <DiscoverNewCarousel />
        <RestaurantGridSection />
      </Container>
      <SearchOverlay open={searching} onClose={() => setSearching(false)} />
    </>
  );
}
