import { afterEach, describe, expect, it } from 'vitest';
import { PRERENDERED_RESTAURANT_META, prerenderedRestaurant } from './prerenderedRestaurant';

const detail = { id: '13', name: 'Jhandewalan Juice Bar', rating: 4, totalReviews: 1936, area: 'Paharganj' };

function pageMeta(content: string) {
  const meta = document.createElement('meta');
  meta.name = PRERENDERED_RESTAURANT_META;
  meta.content = content;
  document.head.append(meta);
  return meta;
}

describe('prerenderedRestaurant', () => {
  afterEach(() => document.head.querySelectorAll('meta').forEach((meta) => meta.remove()));

  it('is the restaurant the page was prerendered with', () => {
    pageMeta(JSON.stringify({ ...detail, estimatedDeliveryTime: 43 }));
    expect(prerenderedRestaurant('13')).toEqual({ ...detail, estimatedDeliveryTime: 43 });
  });

  it('is nothing for another restaurant (the page was left by navigating), without a <meta> or with a broken one', () => {
    const meta = pageMeta(JSON.stringify(detail));
    expect(prerenderedRestaurant('14')).toBeNull();
    meta.remove();
    expect(prerenderedRestaurant('13')).toBeNull();
    pageMeta('{"id":"13",');
    expect(prerenderedRestaurant('13')).toBeNull();
  });
});
