import { lazy, Suspense, useState } from 'react';
import { HeroBanner } from './HeroBanner';
import { HomeSections } from './HomeSections';

// The search overlay (opened by few visits) loads when it is first opened.
const SearchOverlay = lazy(async () => ({
  default: (await import('../../components/search/SearchOverlay')).SearchOverlay,
}));

/** / and /home: hero with search, location, 'Browse by Cuisines', 'Discover New' and the restaurant grid. */
export function HomePage() {
  const [searching, setSearching] = useState(false);
  const [searchUsed, setSearchUsed] = useState(false);
  const openSearch = () => {
    setSearchUsed(true);
    setSearching(true);
  };
  return (
    <>
      <HeroBanner onSearch={openSearch} />
      <HomeSections />
      {searchUsed && (
        <Suspense fallback={null}>
          <SearchOverlay open={searching} onClose={() => setSearching(false)} />
        </Suspense>
      )}
    </>
  );
}
