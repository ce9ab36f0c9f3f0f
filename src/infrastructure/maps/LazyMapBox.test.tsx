import { act } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { LazyMapBox } from './LazyMapBox';
import { PlaceholderMapRenderer } from './PlaceholderMapRenderer';

const WORDS = {
  loading: 'Loading map...',
  notLoaded: 'Maps API not loaded yet',
  selectedMarker: 'Selected location',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
};
const MapDrawn = lazy(async () => ({ default: () => <p>the map</p> }));

afterEach(() => {
  document.body.innerHTML = '';
});

it('hydrates the page the build drew with the placeholder map, then draws the map in its place', async () => {
  const { MapView: Placeholder } = new PlaceholderMapRenderer();
  const page = (map: React.ReactNode) => (
    <Suspense fallback={null}>
      <h1>Finder</h1>
      {map}
    </Suspense>
  );
  const root = document.createElement('div');
  root.innerHTML = renderToString(
    page(<Placeholder center={{ latitude: 0, longitude: 0 }} zoom={12} height={400} label="Map" words={WORDS} />),
  );
  document.body.append(root);
  const heading = root.querySelector('h1');
  const onRecoverableError = vi.fn();

  await act(async () => {
    hydrateRoot(
      root,
      page(
        <LazyMapBox height={400} loadingText={WORDS.loading}>
          <MapDrawn />
        </LazyMapBox>,
      ),
      { onRecoverableError },
    );
  });

  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(root.querySelector('h1')).toBe(heading); // hydrated, not rendered afresh
  expect(root.textContent).toContain('the map');
  expect(root.querySelector('[role="status"]')).toBeNull();
});
