import { expect, it } from 'vitest';
import { pathOf } from './endpoint';
import { FavoriteEndpoints } from './endpoints/favoriteEndpoints';

it('fills the path parameters with safe resource ids and refuses any other before a request', () => {
  expect(pathOf(FavoriteEndpoints.remove.path, { restaurantId: '12' })).toBe('api/user/remove-favorite-restaurant/12');
  expect(pathOf(FavoriteEndpoints.list.path)).toBe('api/user/get-favorite-restaurants');
  expect(() => pathOf(FavoriteEndpoints.remove.path, { restaurantId: '../admin' })).toThrow(
    expect.objectContaining({ kind: 'not-found' }),
  );
  expect(() => pathOf(FavoriteEndpoints.remove.path)).toThrow('needs the parameter restaurantId');
});

it('builds each favourites request from the port call', () => {
  expect(FavoriteEndpoints.list.request({ latitude: 28.6, longitude: 77.2 })).toEqual({
    query: { lat: 28.6, lon: 77.2 },
  });
  expect(FavoriteEndpoints.list.request(null)).toEqual({ query: {} });
  expect(FavoriteEndpoints.add.request('5')).toEqual({ json: { restaurantId: '5' } });
  expect(FavoriteEndpoints.remove.request('5')).toEqual({ params: { restaurantId: '5' } });
});
