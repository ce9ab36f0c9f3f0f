import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { createHarness } from '../../../../test/helpers/adapterSets';
import { mapStillLoading } from '../../../../test/helpers/mapStillLoading';
import { renderPage } from '../../../../test/helpers/renderPage';
import { MapSurface } from './MapSurface';

it("says 'Loading map...' in the map's box while the map's code loads", async () => {
  const harness = await createHarness('fake');
  mapStillLoading(harness);
  await renderPage(
    <MapSurface center={{ latitude: 28.6, longitude: 77.2 }} zoom={12} height={300} label="Map" />,
    '/map',
    {
      harness,
    },
  );
  expect(await screen.findByRole('status')).toHaveTextContent(/^Loading map\.\.\.$/);
});
