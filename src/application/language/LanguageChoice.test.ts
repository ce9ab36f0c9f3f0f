import { when } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { DEVICE_KEYS, PER_CUSTOMER_KEYS, StorageKeys } from '../../infrastructure/ports/KeyValueStore';
import { type ProfileApi, ProfileApiToken } from '../../infrastructure/ports/ProfileApi';
import { describeEachAdapterSet, type Harness } from '../../../test/helpers/adapterSets';
import { pathOf } from '../../../test/helpers/apiOperations';
import { networkSwitchOf } from '../../../test/helpers/connection';
import { failNetworkFor, healNetwork } from '../../../test/helpers/faults';
import { openPage, reloadPage } from '../../../test/helpers/reload';
import { DEMO_CUSTOMERS, signIn } from '../../../test/helpers/signIn';
import { SessionStore } from '../session/SessionStore';
import { SignOut } from '../session/SignOut';
import { LanguageChoice } from './LanguageChoice';

const aarav = DEMO_CUSTOMERS.aarav;
const profileApi = (h: Harness) => h.container.get<ProfileApi>(ProfileApiToken);
const profileLanguage = async (h: Harness) => (await profileApi(h).getProfile()).language;
const settled = (choice: LanguageChoice) => when(() => !choice.settling);

/** The app of `h`, speaking `code` as its UI does at start. */
function started(h: Harness, code: string) {
  const choice = h.container.get(LanguageChoice);
  choice.start(code);
  return choice;
}

/** Aarav's profile holds `language`, as a choice made on another phone left it. */
async function chosenElsewhere(h: Harness, language: 'en' | 'hi' | 'ta' | 'bn') {
  const update = await profileApi(h).updateProfile({
    name: aarav.name,
    email: aarav.email,
    mobile: aarav.phone,
    language,
  });
  h.container.get(SessionStore).applyProfileUpdate(update);
}

describe('LanguageChoice storage keys', () => {
  it('keeps the language on the device across sign-outs, and an unsaved one with the customer', () => {
    expect(DEVICE_KEYS).toContain(StorageKeys.language);
    expect(PER_CUSTOMER_KEYS).toContain(StorageKeys.unsavedLanguage);
  });
});

describeEachAdapterSet('LanguageChoice', (harness) => {
  it('a signed-out visitor’s choice stays on the device; signing in to a profile without a language saves it there', async () => {
    const choice = started(harness(), 'en');
    choice.choose('hi');
    expect([choice.current, choice.stored(), choice.settling]).toEqual(['hi', 'hi', false]);

    await signIn(harness());
    await settled(choice);
    expect(choice.current).toBe('hi');
    expect(await profileLanguage(harness())).toBe('hi');
    expect(harness().container.get(SessionStore).isSignedIn).toBe(true);
  });

  it('a language no one chose (the browser’s) is not saved to the profile; a choice made while signed in is', async () => {
    await signIn(harness());
    const choice = started(harness(), 'ta');
    await settled(choice);
    expect(await profileLanguage(harness())).toBeUndefined();
    expect([choice.current, choice.stored()]).toEqual(['ta', null]);

    choice.choose('bn');
    await settled(choice);
    expect(await profileLanguage(harness())).toBe('bn');
    expect(harness().storage.getItem(StorageKeys.unsavedLanguage)).toBeNull();
  });

  it("signing in with a profile language other than the device's switches to the profile's, kept on the device", async () => {
    await signIn(harness());
    await chosenElsewhere(harness(), 'ta');
    harness().container.get(SessionStore).logout();
    const choice = started(harness(), 'hi');
    choice.choose('hi');

    await signIn(harness());
    await settled(choice);
    expect([choice.current, choice.stored()]).toEqual(['ta', 'ta']);
    expect(await profileLanguage(harness())).toBe('ta');
  });

  it('an app that starts signed in follows the language the customer chose on another phone', async () => {
    const first = await openPage(harness().set);
    await signIn(first);
    await settled(started(first, 'en'));
    await chosenElsewhere(first, 'ta');

    const page = await reloadPage(first);
    const choice = started(page, 'en');
    await settled(choice);
    expect([choice.current, choice.stored()]).toEqual(['ta', 'ta']);
  });

  it('a choice made with no signal stays on the device, wins over the profile at the next start, and is sent when the signal returns', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = await openPage(harness().set);
    const network = networkSwitchOf(first);
    await signIn(first);
    const choice = started(first, 'en');
    await settled(choice);

    failNetworkFor(first, pathOf('getProfile'));
    failNetworkFor(first, pathOf('updateProfile'));
    network.turn(false);
    choice.choose('bn');
    await settled(choice);
    expect([choice.current, choice.stored()]).toEqual(['bn', 'bn']);
    expect(first.storage.getItem(StorageKeys.unsavedLanguage)).toBe('bn');

    // Reloaded with no signal still: the unsaved choice is spoken, not the profile's older one.
    const page = await reloadPage(first);
    const pageNetwork = networkSwitchOf(page);
    pageNetwork.turn(false);
    failNetworkFor(page, pathOf('getProfile'));
    failNetworkFor(page, pathOf('updateProfile'));
    const reloaded = started(page, 'bn');
    await settled(reloaded);
    expect(reloaded.current).toBe('bn');

    healNetwork(page);
    pageNetwork.turn(true);
    await vi.waitFor(() => expect(page.storage.getItem(StorageKeys.unsavedLanguage)).toBeNull());
    await settled(reloaded);
    expect(await profileLanguage(page)).toBe('bn');
    expect(reloaded.current).toBe('bn');
  });

  it('signing out keeps the language on the device and forgets what was unsaved', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await signIn(harness());
    const choice = started(harness(), 'en');
    await settled(choice);
    failNetworkFor(harness(), pathOf('updateProfile'));
    choice.choose('ta');
    await settled(choice);
    expect(harness().storage.getItem(StorageKeys.unsavedLanguage)).toBe('ta');

    await harness().container.get(SignOut).signOut();
    expect(choice.stored()).toBe('ta');
    expect(harness().storage.getItem(StorageKeys.unsavedLanguage)).toBeNull();
  });
});
