import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { demoFixtures } from './fixtures';
import { fixtureImageUrl } from './fixtureImages';

const file = (key: string) => readFileSync(`fixtures/images/${key}`, 'utf8');

it('ships a local image with an intrinsic size for every restaurant and cuisine, each restaurant its own', () => {
  const placeholder = fixtureImageUrl('placeholder.svg');
  const keys = [...demoFixtures.restaurants.map((r) => r.image), ...demoFixtures.cuisines.map((c) => c.category_image)];
  for (const key of keys) {
    expect(fixtureImageUrl(key), key).not.toBe(placeholder);
    expect(file(key), key).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
    expect(file(key), key).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  }
  const contents = new Set(demoFixtures.restaurants.map((r) => file(r.image)));
  expect(contents.size).toBe(demoFixtures.restaurants.length);
});
