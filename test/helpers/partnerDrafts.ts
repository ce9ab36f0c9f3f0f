import { emptyOnboardingDraft, type OnboardingDraft } from '../../src/domain/partner/onboardingDraft';
import type { PartnerDocuments } from '../../src/domain/partner/documents';
import type { MenuCategory, MenuItem } from '../../src/domain/partner/menu';
import { emptyRestaurantInfo, type RestaurantInfo } from '../../src/domain/partner/restaurantInfo';

/** Builders for partner-onboarding tests: drafts that complete one step or all of them. */
export function givenCompleteRestaurantInfo(): RestaurantInfo {
  return {
    ...emptyRestaurantInfo(),
    ownerName: 'Meera Iyer',
    restaurantName: 'Banyan Leaf',
    email: 'meera@example.in',
    mobile: '9876501234',
  };
}

/** Documents that pass every format check (a published GSTIN and the PAN inside it). */
export const VALID_DOCUMENTS: PartnerDocuments = {
  businessPAN: 'AAPFU0939F',
  gstin: '27AAPFU0939F1ZV',
  bankIFSC: 'HDFC0001234',
  bankAccount: '50100123456789',
  fssaiNumber: '10020011000123',
};

export function givenMenuItem(overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id: 1,
    name: 'Masala Dosa',
    description: 'Crisp rice crepe',
    pricePaise: 14900,
    image: 'dosa',
    veg: true,
    bestseller: true,
    availability: true,
    rating: 4.4,
    reviewCount: 120,
    ...overrides,
  };
}

export function givenMenu(): MenuCategory[] {
  return [{ id: 1, name: 'Breakfast', expanded: true, items: [givenMenuItem()] }];
}

/** A draft whose first three steps are complete (ready to sign). */
export function givenReadyDraft(): OnboardingDraft {
  return {
    ...emptyOnboardingDraft(),
    restaurantInfo: givenCompleteRestaurantInfo(),
    documents: { ...VALID_DOCUMENTS },
    menu: givenMenu(),
  };
}
