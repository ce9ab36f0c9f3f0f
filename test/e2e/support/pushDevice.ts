import type { Page } from '@playwright/test';

/** Forgets this browser's push device, so the next page load registers a device the demo backend greets. */
export const forgetPushDevice = (page: Page) =>
  page.evaluate(() => {
    localStorage.removeItem('fcmToken');
    localStorage.removeItem('deviceId');
  });

/**
 * The push set-up of the page on screen has registered this browser's device with the demo backend (each page
 * registers it again, so the record is at least as new as the page).
 */
export const pushDeviceRegistered = (page: Page) =>
  page.evaluate(() => {
    const device = localStorage.getItem('deviceId');
    const saved = JSON.parse(localStorage.getItem('railbite.fake-backend') ?? '{}') as {
      collections?: { pushDevices?: { deviceId: string; registeredAt: number }[] };
    };
    return (saved.collections?.pushDevices ?? []).some(
      (known) => known.deviceId === device && known.registeredAt >= performance.timeOrigin,
    );
  });
