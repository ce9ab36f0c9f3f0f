import { expect, it } from 'vitest';
import { PIN_PATH } from '../markerShapes';
import { markerSymbol, type MapsShapes, routeOptions } from './googleOverlayOptions';

/** Stand-ins for google.maps.Point and SymbolPath. */
const maps = {
  Point: class {
    constructor(
      readonly x: number,
      readonly y: number,
    ) {}
  },
  SymbolPath: { CIRCLE: 0 },
} as unknown as MapsShapes;

const route = {
  points: [
    { latitude: 28.5786, longitude: 77.2316 },
    { latitude: 28.5986, longitude: 77.2441 },
  ],
  color: '#10B981',
  weight: 4,
  opacity: 0.7,
};

it('draws a dashed route with a repeated dash symbol of its colour, weight and opacity', () => {
  const options = routeOptions({ ...route, dashed: true });
  expect(options).toMatchObject({
    strokeOpacity: 0,
    strokeColor: '#10B981',
    strokeWeight: 4,
    path: [
      { lat: 28.5786, lng: 77.2316 },
      { lat: 28.5986, lng: 77.2441 },
    ],
  });
  expect(options.icons?.[0]).toMatchObject({
    icon: { strokeOpacity: 0.7, strokeColor: '#10B981', scale: 4 },
    repeat: '20px',
  });
  expect(routeOptions(route)).toMatchObject({ strokeOpacity: 0.7 });
  expect(routeOptions(route).icons).toBeUndefined();
});

it('draws places as coloured pins anchored at the tip, and the vehicle as a round badge', () => {
  const pin = markerSymbol({ id: 'r', position: route.points[0]!, color: '#EF4444', label: 'Restaurant' }, maps);
  expect(pin).toMatchObject({
    path: PIN_PATH,
    fillColor: '#EF4444',
    fillOpacity: 1,
    strokeColor: '#ffffff',
    anchor: { x: 12, y: 24 },
  });
  const vehicle = markerSymbol(
    { id: 'v', position: route.points[0]!, color: '#1F2937', label: 'Delivery Vehicle', icon: 'vehicle' },
    maps,
  );
  expect(vehicle).toMatchObject({ path: 0, fillColor: '#1F2937' });
});
