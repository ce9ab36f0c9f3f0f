import { afterEach, describe, expect, it, vi } from 'vitest';
import { allDemoDishes, demoFixtures } from './fixtures';
import { DemoDataUnavailable } from './DemoDataUnavailable';
import { downloadedMenuFiles } from './menuFiles';

describe('demo menu files', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are one file per restaurant with a menu, read when asked for', async () => {
    const restaurants = demoFixtures.restaurants.map((restaurant) => restaurant.id);
    const { restaurantIds } = demoFixtures.menus;
    expect([...restaurantIds].sort((a, b) => a - b)).toEqual([...restaurants].sort((a, b) => a - b));
    const thirteen = allDemoDishes().filter((dish) => dish.restaurantId === 13);
    expect(await demoFixtures.menus.read(13)).toEqual(thirteen);
    expect(await demoFixtures.menus.read(999)).toEqual([]);
  });

  it('are downloaded by the browser build, each when its menu is asked for, and a failed download says so', async () => {
    const fetchMock = vi.fn(async (url: string) => new Response(JSON.stringify([{ url }]), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const files = downloadedMenuFiles({
      '../../../../fixtures/menus/13.json': '/assets/13-a1b2.json',
      '../../../../fixtures/menus/7.json': '/assets/7-c3d4.json',
    });
    expect([...files.restaurantIds].sort((a, b) => a - b)).toEqual([7, 13]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await files.read(13)).toEqual([{ url: '/assets/13-a1b2.json' }]);
    expect(await files.read(999)).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    await expect(files.read(7)).rejects.toThrow(new DemoDataUnavailable('/assets/7-c3d4.json', 503));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(files.read(7)).rejects.toBeInstanceOf(DemoDataUnavailable);
  });
});
