import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { emptyOnboardingDraft } from '../../domain/partner/onboardingDraft';
import { createHarness } from '../../../test/helpers/adapterSets';
import { signIn } from '../../../test/helpers/signIn';
import { SessionStore } from '../session/SessionStore';
import { givenReadyDraft } from '../../../test/helpers/partnerDrafts';
import { memoryStorage, onboardingDrafts, savedJson, visitorSession } from '../../../test/helpers/portDoubles';
import { StorageKeys } from '../../infrastructure/ports/KeyValueStore';
import { PartnerOnboardingStore } from './PartnerOnboardingStore';
import { RestaurantNameForm } from './RestaurantNameForm';

describe('PartnerOnboardingStore', () => {
  it('saves every change under railbite.partnerOnboarding and a new store (a reload) reads it back', () => {
    const storage = memoryStorage();
    const first = new PartnerOnboardingStore(onboardingDrafts(storage), visitorSession());
    first.setRestaurantName('Banyan Leaf');
    first.draft.documents.fssaiNumber = '10020011000123';
    expect(savedJson(storage, StorageKeys.partnerOnboarding)).toMatchObject({
      restaurantInfo: { restaurantName: 'Banyan Leaf' },
    });

    const afterReload = new PartnerOnboardingStore(onboardingDrafts(storage), visitorSession());
    expect(afterReload.draft.restaurantInfo.restaurantName).toBe('Banyan Leaf');
    expect(afterReload.draft.documents.fssaiNumber).toBe('10020011000123');
  });

  it('keeps PAN, GSTIN, IFSC and the bank account number in memory only, never in local storage (FEATURES F-safety)', () => {
    const storage = memoryStorage();
    const store = new PartnerOnboardingStore(onboardingDrafts(storage), visitorSession());
    Object.assign(store.draft.documents, {
      businessPAN: 'AAPFU0939F',
      gstin: '27AAPFU0939F1ZV',
      bankIFSC: 'HDFC0001234',
      bankAccount: '50100123456789',
      fssaiNumber: '10020011000123',
    });
    expect(store.draft.documents.bankAccount).toBe('50100123456789');
    const saved = storage.getItem(StorageKeys.partnerOnboarding)!;
    for (const secret of ['AAPFU0939F', '27AAPFU0939F1ZV', 'HDFC0001234', '50100123456789'])
      expect(saved).not.toContain(secret);
    expect(new PartnerOnboardingStore(onboardingDrafts(storage), visitorSession()).draft.documents).toEqual({
      businessPAN: '',
      gstin: '',
      bankIFSC: '',
      bankAccount: '',
      fssaiNumber: '10020011000123',
    });
  });

  it('removes the secrets from a draft saved by an older version', () => {
    const storage = memoryStorage();
    const old = givenReadyDraft();
    storage.setItem(StorageKeys.partnerOnboarding, JSON.stringify(old));
    const store = new PartnerOnboardingStore(onboardingDrafts(storage), visitorSession());
    expect(store.draft.documents.businessPAN).toBe('');
    expect(storage.getItem(StorageKeys.partnerOnboarding)).not.toContain(old.documents.bankAccount);
  });

  it('starts afresh from an unreadable saved draft', () => {
    const storage = memoryStorage();
    storage.setItem(StorageKeys.partnerOnboarding, '{"restaurantInfo": 42}');
    expect(new PartnerOnboardingStore(onboardingDrafts(storage), visitorSession()).completion).toEqual({
      info: false,
      documents: false,
      menu: false,
      contract: false,
    });
  });

  it('reports progress, records the signature and starts over', () => {
    const storage = memoryStorage();
    const store = new PartnerOnboardingStore(onboardingDrafts(storage), visitorSession());
    store.draft = givenReadyDraft();
    expect(store.missingBeforeContract).toEqual([]);
    expect(store.progress('contract').map((step) => [step.complete, step.active])).toEqual([
      [true, false],
      [true, false],
      [true, false],
      [false, true],
    ]);
    store.recordSignature('Meera Iyer', 1_700_000_000_000);
    expect(store.completion.contract).toBe(true);
    store.startOver();
    expect(new PartnerOnboardingStore(onboardingDrafts(storage), visitorSession()).draft.signature).toBeNull();
  });
});

describe('PartnerOnboardingStore: forgetting the draft', () => {
  const filled = () => {
    const storage = memoryStorage();
    const session = visitorSession();
    session.isSignedIn = true;
    const store = new PartnerOnboardingStore(onboardingDrafts(storage), session);
    store.draft = givenReadyDraft();
    return { storage, session, store };
  };

  it('a sign-out forgets the owner, e-mail, mobile and signatory on the device, and the bank details in memory', () => {
    const { storage, session, store } = filled();
    store.recordSignature('Meera Iyer', 1_700_000_000_000);
    expect(storage.getItem(StorageKeys.partnerOnboarding)).toContain('Meera Iyer');
    runInAction(() => (session.isSignedIn = false));
    expect(store.draft).toEqual(emptyOnboardingDraft());
    expect(store.draft.documents.bankAccount).toBe('');
    expect(storage.getItem(StorageKeys.partnerOnboarding)).toBeNull();
    expect(new PartnerOnboardingStore(onboardingDrafts(storage), session).draft).toEqual(emptyOnboardingDraft());
  });

  it("'Forget this draft' removes it from the device and from memory; a new draft is kept again", () => {
    const { storage, store } = filled();
    store.forget();
    expect(store.draft).toEqual(emptyOnboardingDraft());
    expect(storage.getItem(StorageKeys.partnerOnboarding)).toBeNull();
    store.setRestaurantName('Banyan Leaf');
    expect(savedJson(storage, StorageKeys.partnerOnboarding)).toMatchObject({
      restaurantInfo: { restaurantName: 'Banyan Leaf' },
    });
  });

  it('a sign-out erases the saved draft even when no onboarding screen was opened in this page', async () => {
    const harness = await createHarness('fake');
    await signIn(harness);
    harness.storage.setItem(StorageKeys.partnerOnboarding, JSON.stringify(givenReadyDraft()));
    harness.container.get(SessionStore).logout();
    expect(harness.storage.getItem(StorageKeys.partnerOnboarding)).toBeNull();
  });
});

describe('RestaurantNameForm', () => {
  it('refuses a blank name and saves a trimmed one into the draft', () => {
    const onboarding = new PartnerOnboardingStore(onboardingDrafts(), visitorSession());
    const form = new RestaurantNameForm(onboarding);
    expect(form.form.error('name')).toBeNull();
    form.form.setField('name', '   ');
    expect(form.save()).toBe(false);
    expect(form.form.error('name')).toBe('restaurantNameRequired');
    form.form.setField('name', '  Banyan Leaf ');
    expect(form.save()).toBe(true);
    expect(onboarding.draft.restaurantInfo.restaurantName).toBe('Banyan Leaf');
    expect(new RestaurantNameForm(onboarding).form.values.name).toBe('Banyan Leaf');
  });
});
