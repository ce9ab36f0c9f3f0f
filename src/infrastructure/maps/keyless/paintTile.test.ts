import { describe, expect, it } from 'vitest';
import { cityAreasOf } from './cityAreas';
import { GAZETTEER } from './gazetteerPlaces';
import { pointAtPixel, TILE_SIZE, worldPixel } from './mercator';
import { paintTile } from './paintTile';

/** A canvas context that records what was drawn. */
function recordingContext() {
  const texts: string[] = [];
  let strokes = 0;
  const ctx = new Proxy(
    {},
    {
      get: (_target, name) => {
        if (name === 'fillText') return (text: string) => texts.push(text);
        if (name === 'stroke') return () => (strokes += 1);
        return () => undefined;
      },
      set: () => true,
    },
  ) as CanvasRenderingContext2D;
  return { ctx, texts, strokes: () => strokes };
}

const tileAt = (latitude: number, longitude: number, z: number) => {
  const pixel = worldPixel({ latitude, longitude }, z);
  return { x: Math.floor(pixel.x / TILE_SIZE), y: Math.floor(pixel.y / TILE_SIZE), z };
};

const cities = cityAreasOf(GAZETTEER);

describe('offline map tiles', () => {
  it('projects and unprojects consistently', () => {
    const pixel = worldPixel({ latitude: 28.6139, longitude: 77.209 }, 14);
    const back = pointAtPixel(pixel.x, pixel.y, 14);
    expect(back.latitude).toBeCloseTo(28.6139, 6);
    expect(back.longitude).toBeCloseTo(77.209, 6);
  });

  it('draws streets and the locality names of a city at street zoom', () => {
    const { ctx, texts, strokes } = recordingContext();
    paintTile(ctx, tileAt(28.6315, 77.2167, 14), GAZETTEER, cities);
    expect(texts).toContain('Connaught Place');
    expect(strokes()).toBeGreaterThan(10);
  });

  it('shows railway stations and city names while zoomed out', () => {
    const station = recordingContext();
    paintTile(station.ctx, tileAt(19.0186, 72.843, 13), GAZETTEER, cities);
    expect(station.texts).toContain('Dadar Railway Station (DR)');
    const country = recordingContext();
    paintTile(country.ctx, tileAt(27.17, 78.0, 8), GAZETTEER, cities);
    expect(country.texts).toContain('Agra');
  });

  it('leaves out a name that would be written over another: the station wins over the locality named after it', () => {
    // Hazrat Nizamuddin (locality) and Hazrat Nizamuddin Railway Station (NZM) are 300 m apart: at zoom 14 their names
    // overlapped on the Track Order map. The tile that holds them and its neighbour make the same choice.
    const home = tileAt(28.588, 77.25, 14);
    for (const tile of [home, { ...home, x: home.x + 1 }]) {
      const { ctx, texts } = recordingContext();
      paintTile(ctx, tile, GAZETTEER, cities);
      expect(texts).toContain('Hazrat Nizamuddin Railway Station (NZM)');
      expect(texts).not.toContain('Hazrat Nizamuddin');
    }
    // Names far apart are all written.
    const { ctx, texts } = recordingContext();
    paintTile(ctx, tileAt(28.6315, 77.2167, 14), GAZETTEER, cities);
    expect(texts).toContain('Connaught Place');
  });

  it('draws plain land far from the demo cities', () => {
    const { ctx, texts, strokes } = recordingContext();
    paintTile(ctx, tileAt(15, 65, 12), GAZETTEER, cities);
    expect(texts).toEqual([]);
    expect(strokes()).toBe(0);
  });
});
