import { expect, it } from 'vitest';
import { describeOnFakeSet } from '../../../test/helpers/adapterSets';
import { DEMO_CUSTOMERS, signIn } from '../../../test/helpers/signIn';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { SessionStore } from '../session/SessionStore';
import { ProfileStore } from './ProfileStore';
import { toastText } from '../../../test/helpers/toastText';

describeOnFakeSet('ProfileStore', (harness) => {
  const loaded = async () => {
    await signIn(harness());
    const store = harness().container.get(ProfileStore);
    await store.load();
    return store;
  };

  it('loads the profile, edits, and cancel restores it', async () => {
    const store = await loaded();
    expect(store.profile).toEqual({
      name: DEMO_CUSTOMERS.aarav.name,
      email: DEMO_CUSTOMERS.aarav.email,
      mobile: DEMO_CUSTOMERS.aarav.phone,
    });
    store.startEditing();
    store.form.setField('name', 'Someone else');
    store.cancel();
    expect(store.editing).toBe(false);
    expect(store.form.values.name).toBe(DEMO_CUSTOMERS.aarav.name);
  });

  it('refuses to save with errors', async () => {
    const store = await loaded();
    store.startEditing();
    store.form.setField('mobile', '5876543210');
    expect(store.form.error('mobile')).toEqual({ kind: 'mobileFirstDigit' });
    expect(store.canSave).toBe(false);
    expect(await store.save()).toBe(false);
    expect(store.saveAttemptError).toEqual({ kind: 'fixErrors' });
  });

  it('saves trimmed values, updates the session user and leaves edit mode', async () => {
    const store = await loaded();
    store.startEditing();
    store.form.setField('name', '  Aarav Kumar  ');
    store.form.setField('mobile', '98765-43219');
    expect(await store.save()).toBe(true);
    expect(store.editing).toBe(false);
    expect(store.profile).toMatchObject({ name: 'Aarav Kumar', mobile: '9876543219' });
    expect(harness().container.get(SessionStore).user?.name).toBe('Aarav Kumar');
    expect(harness().container.get(SessionStore).isSignedIn).toBe(true);
    expect(harness().container.get(NotificationCenter).pending.map(toastText)).toContain('profileUpdated');
  });
});
