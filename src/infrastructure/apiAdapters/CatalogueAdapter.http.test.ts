import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { NO_FILTERS } from '../../domain/catalogue/restaurantFilters';
import { NEW_DELHI } from '../../domain/geo/GeoPoint';
import { ApiPaths } from '../api/paths';
import { type CatalogueApi, CatalogueApiToken } from '../ports/CatalogueApi';
import { createHarness, installMsw, msw, TEST_API_BASE_URL } from '../../../test/helpers/adapterSets';

installMsw();

const listing = {
  point: NEW_DELHI,
  page: 2,
  limit: 10,
  filters: { flags: ['pureVeg', 'lessThan300'] as const, cuisineId: '9' },
};

it('sends lat, lon, page, limit, the flags that are on and the cuisine', async () => {
  const harness = await createHarness('http');
  let asked: URLSearchParams | undefined;
  msw.use(
    http.get(new URL(ApiPaths.restaurants, TEST_API_BASE_URL).toString(), ({ request }) => {
      asked = new URL(request.url).searchParams;
      return HttpResponse.json({ success: true, data: [] });
    }),
  );
  await harness.container
    .get<CatalogueApi>(CatalogueApiToken)
    .restaurants({ ...listing, filters: { ...listing.filters, flags: [...listing.filters.flags] } });
  expect(Object.fromEntries(asked!)).toEqual({
    lat: '28.6139',
    lon: '77.209',
    page: '2',
    limit: '10',
    pureVeg: 'true',
    lessThan300: 'true',
    cuisine: '9',
  });
});

it('reads numbers sent as strings and missing optional text', async () => {
  const harness = await createHarness('http');
  msw.use(
    http.get(new URL(ApiPaths.restaurants, TEST_API_BASE_URL).toString(), () =>
      HttpResponse.json({
        success: true,
        data: [
          {
            id: 7,
            name: 'Chai Point',
            rating: '4.3',
            estimatedDeliveryTime: '25',
            distance: '1.25',
            restaurantImage: null,
          },
        ],
      }),
    ),
  );
  const [restaurant] = await harness.container
    .get<CatalogueApi>(CatalogueApiToken)
    .restaurants({ point: NEW_DELHI, page: 1, limit: 10, filters: NO_FILTERS });
  expect(restaurant).toEqual({
    id: '7',
    name: 'Chai Point',
    imageUrl: '',
    rating: 4.3,
    estimatedDeliveryTime: 25,
    address: '',
    totalReviews: 0,
    distanceKm: 1.25,
    area: '',
  });
});

it('turns an answer outside the contract into a handled "malformed" error', async () => {
  const harness = await createHarness('http');
  msw.use(
    http.get(new URL(ApiPaths.cuisineCategories, TEST_API_BASE_URL).toString(), () =>
      HttpResponse.json({ success: true, data: [{ nope: 1 }] }),
    ),
  );
  await expect(harness.container.get<CatalogueApi>(CatalogueApiToken).cuisineCategories()).rejects.toMatchObject({
    kind: 'malformed',
  });
  msw.use(
    http.get(new URL(ApiPaths.cuisineCategories, TEST_API_BASE_URL).toString(), () =>
      HttpResponse.json({ success: true }),
    ),
  );
  await expect(harness.container.get<CatalogueApi>(CatalogueApiToken).cuisineCategories()).rejects.toMatchObject({
    kind: 'malformed',
  });
});
