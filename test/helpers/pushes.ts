import type { Harness } from './adapterSets';

export type Push = {
  notification: { title: string; body: string };
  data: { click_action: string; orderStatus: string };
};

/** The pushes Aarav's device gets from now on (a device is registered for him on the shared demo backend). */
export async function aaravsPushes(h: Harness): Promise<Push[]> {
  const pushes: Push[] = [];
  h.server.push.subscribe((userId, payload) => {
    if (userId === 'u-aarav') pushes.push(payload as Push);
  });
  await h.server.db.pushDevices.create({
    deviceId: 'device_contract_pushes',
    fcmToken: 'demo-push-token',
    userId: 'u-aarav',
    registeredAt: h.clock.now(),
  });
  return pushes;
}

/**
 * Waits until the push announcements started so far (and the ones they started) are done and delivered. The demo
 * push service delivers on a 0 ms timer: a 0 ms timer set after it runs after it, so no longer wait is needed.
 */
export async function settled(h: Harness) {
  await h.server.announcements.idle();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await h.server.announcements.idle();
}
