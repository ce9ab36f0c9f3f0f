import { lazy, Suspense, useState } from 'react';
import { PageSpinner } from '../../components/feedback/PageSpinner';
import { HeroBanner } from './HeroBanner';

// The banner shows at once; the sections below it, and the search (opened by few visits), load after it.
const HomeSections = lazy(async () => ({ default: (await import('./HomeSections')).HomeSections }));
const SearchOverlay = lazy(async () => ({ default: (await import('../../components/search/SearchOverlay')).SearchOverlay }));

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
      <Suspense fallback={<PageSpinner label="Loading restaurants" />}>
        <HomeSections />
      </Suspense>
      {searchUsed && (
        <Suspense fallback={null}>
          <SearchOverlay open={searching} onClose={() => setSearching(false)} />
        </Suspense>
      )}
    </>
  );
}
