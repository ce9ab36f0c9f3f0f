import { describe, expect, it } from 'vitest';
import { givenReadyDraft } from '../../../../test/helpers/partnerDrafts';
import { StorageKeys } from '../../ports/KeyValueStore';
import { KeyValueOnboardingDraftStorage } from './KeyValueOnboardingDraftStorage';
import { MemoryKeyValueStore } from './MemoryKeyValueStore';

const SECRETS = ['businessPAN', 'gstin', 'bankIFSC', 'bankAccount'] as const;

describe('KeyValueOnboardingDraftStorage', () => {
  it('saves the draft under railbite.partnerOnboarding without PAN, GSTIN, IFSC or the bank account', () => {
    const storage = new MemoryKeyValueStore();
    const drafts = new KeyValueOnboardingDraftStorage(storage);
    const draft = givenReadyDraft();
    drafts.save(draft);
    const raw = storage.getItem(StorageKeys.partnerOnboarding)!;
    for (const field of SECRETS) expect(raw).not.toContain(draft.documents[field]);
    const read = drafts.read()!;
    expect(read.restaurantInfo).toEqual(draft.restaurantInfo);
    expect(read.documents.fssaiNumber).toBe(draft.documents.fssaiNumber);
    for (const field of SECRETS) expect(read.documents[field]).toBe('');
  });

  it('drops the secret numbers from a draft an older version saved with them', () => {
    const storage = new MemoryKeyValueStore();
    storage.setItem(StorageKeys.partnerOnboarding, JSON.stringify(givenReadyDraft()));
    const read = new KeyValueOnboardingDraftStorage(storage).read()!;
    for (const field of SECRETS) expect(read.documents[field]).toBe('');
  });

  it.each([
    ['nothing saved', null],
    ['unreadable JSON', '{not json'],
    ['JSON of the wrong shape', '{"restaurantInfo": 42}'],
    ['JSON null', 'null'],
  ])('reads %s as no draft, without throwing', (_case, raw) => {
    const storage = new MemoryKeyValueStore();
    if (raw !== null) storage.setItem(StorageKeys.partnerOnboarding, raw);
    expect(new KeyValueOnboardingDraftStorage(storage).read()).toBeNull();
  });
});
