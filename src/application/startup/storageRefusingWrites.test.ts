import { expect, it, vi } from 'vitest';
import { DemoModeStore } from '../shared/DemoModeStore';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { SessionStore } from '../session/SessionStore';
import { AppStartup } from './AppStartup';
import { describeEachAdapterSet } from '../../../test/helpers/adapterSets';
import { refusingLocalStorage } from '../../../test/helpers/portDoubles';
import { DEMO_CUSTOMERS, signIn } from '../../../test/helpers/signIn';
import { toastText } from '../../../test/helpers/toastText';

describeEachAdapterSet(
  'A browser whose storage refuses every write',
  (harness) => {
    it('signs in and keeps the session in memory, says so once, and signs out and resets without throwing', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const notices = () =>
        harness()
          .container.get(NotificationCenter)
          .pending.filter((toast) => toastText(toast) === 'storageNotKept');
      await harness().container.get(AppStartup).run();
      await signIn(harness());
      const session = harness().container.get(SessionStore);
      expect(session.isSignedIn).toBe(true);
      expect(session.user?.name).toBe(DEMO_CUSTOMERS.aarav.name);
      await session.refreshUser();
      expect(notices()).toEqual([expect.objectContaining({ variant: 'warning' })]);
      expect(() => session.logout()).not.toThrow();
      expect(session.isSignedIn).toBe(false);
      await signIn(harness());
      await expect(harness().container.get(DemoModeStore).resetDemoData()).resolves.toBe(true);
      expect(session.isSignedIn).toBe(false);
      expect(notices()).toHaveLength(1);
      vi.restoreAllMocks();
    });
  },
  { storage: refusingLocalStorage },
);
