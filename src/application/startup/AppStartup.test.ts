import { expect, it } from 'vitest';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { AppStartup } from './AppStartup';
import { describeEachAdapterSet } from '../../../test/helpers/adapterSets';
import { toastText } from '../../../test/helpers/toastText';

describeEachAdapterSet('AppStartup notices', (harness) => {
  it('says the demo data was reset once when the demo backend could not restore its saved data (demo only)', async () => {
    harness().server.resetAtStart = true;
    const startup = harness().container.get(AppStartup);
    await startup.run();
    await startup.run();
    const said = harness()
      .container.get(NotificationCenter)
      .pending.filter((toast) => toastText(toast) === 'demoDataReset');
    expect(said).toHaveLength(harness().set === 'fake' ? 1 : 0);
  });

  it('says nothing when the saved data came back', async () => {
    await harness().container.get(AppStartup).run();
    expect(harness().container.get(NotificationCenter).pending).toEqual([]);
  });
});
