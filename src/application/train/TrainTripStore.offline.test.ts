import { afterEach, expect, it, vi } from 'vitest';
import { installMsw } from '../../../test/helpers/adapterSets';
import { pathOf } from '../../../test/helpers/apiOperations';
import { useDemoKnobs } from '../../../test/helpers/demoKnobs';
import { failNetworkFor } from '../../../test/helpers/faults';
import { openPage, reloadPage, requestsSettled } from '../../../test/helpers/reload';
import { istClock } from '../../domain/train/istTime';
import { TrainTripStore } from './TrainTripStore';

installMsw();
afterEach(async () => {
  await requestsSettled();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The harness clock: 22 Nov 2026, 12:00 IST; 12955 (PNR 2401234567) reaches Jaipur at 12:40 on time. */
it('[http] offline, the order-by countdown runs from the last known delay, says when it was heard, and closes on time', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const page = await openPage('http');
  vi.useFakeTimers({ toFake: ['Date'] });
  const tenAm = page.clock.now() - 2 * 60 * 60_000;
  vi.setSystemTime(tenAm);
  useDemoKnobs(page, { trainDelayMinutes: { '12955': 25 } });
  const online = page.container.get(TrainTripStore);
  online.clock.tick();
  await online.findByPnr('2401234567');
  online.chooseStop('JP');
  await online.refreshLive();
  expect(online.delayMinutes).toBe(25);
  expect(online.delayUpdatedAt).toBeNull();
  const orderBy = online.chosenStop!.orderability;
  if (!orderBy.orderable) throw new Error('Jaipur takes orders at 10:00');

  // In a tunnel 20 minutes later: the page is reloaded and the live status cannot be asked.
  vi.setSystemTime(tenAm + 20 * 60_000);
  const next = await reloadPage(page);
  failNetworkFor(next, pathOf('trainLiveStatus'));
  const offline = next.container.get(TrainTripStore);
  offline.clock.tick();
  await offline.refreshLive();
  expect(offline.delayMinutes).toBe(25);
  expect(istClock(offline.delayUpdatedAt!)).toBe('10:00');
  const stillOpen = offline.chosenStop!.orderability;
  expect(stillOpen).toMatchObject({ orderable: true, orderBy: orderBy.orderBy });

  // Past the cut-off the stop stops offering orders, network or not.
  vi.setSystemTime(orderBy.orderBy + 60_000);
  offline.clock.tick();
  expect(offline.chosenStop!.orderability.orderable).toBe(false);

  // Each refresh offline serves the same saved delay, still marked with when it was heard.
  await offline.refreshLive();
  expect(istClock(offline.delayUpdatedAt!)).toBe('10:00');
});
