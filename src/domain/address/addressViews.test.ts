import { describe, expect, it } from 'vitest';
import type { Address } from './Address';
import { dropAddressText, toHeaderView, toLatestAddress } from './addressViews';

const home: Address = {
  id: '7',
  addressType: 'HOME',
  completeAddress: 'B-14, Rajouri Garden',
  area: 'Rajouri Garden',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110027',
  landmark: 'Near Metro Station',
  latitude: 28.649,
  longitude: 77.122,
  placeId: 'gz:new-delhi:rajouri-garden',
  isDefault: true,
};

describe('header view and latestAddress (FEATURES F-address)', () => {
  it('reads an address as addressLine1, addressLine2, city, state, pincode, isDefault', () => {
    expect(toHeaderView(home)).toEqual({
      id: '7',
      addressLine1: 'B-14, Rajouri Garden',
      addressLine2: 'Near Metro Station, Rajouri Garden',
      city: 'New Delhi',
      state: 'Delhi',
      pincode: '110027',
      isDefault: true,
    });
  });

  it('caches locationName (line 1) and locationSubtext (city, state pincode)', () => {
    const latest = toLatestAddress(home);
    expect(latest).toEqual({ locationName: 'B-14, Rajouri Garden', locationSubtext: 'New Delhi, Delhi 110027' });
    expect(dropAddressText(latest)).toBe('B-14, Rajouri Garden, New Delhi, Delhi 110027');
  });

  it('leaves out an unknown state and an empty landmark', () => {
    const bare = { ...home, state: undefined, landmark: '' };
    expect(toHeaderView(bare).addressLine2).toBe('Rajouri Garden');
    expect(toLatestAddress(bare).locationSubtext).toBe('New Delhi, 110027');
  });
});
