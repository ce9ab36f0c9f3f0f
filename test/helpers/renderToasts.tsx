import { render } from '@testing-library/react';
import { NotificationCenter } from '../../src/application/notifications/NotificationCenter';
import { AppProviders } from '../../src/ui/app/AppProviders';
import { ToastBridge } from '../../src/ui/components/feedback/ToastBridge';
import { createHarness } from './adapterSets';

/** Renders the toast bridge inside the app's providers over a fresh fake backend; returns where stores post. */
export async function renderToasts(): Promise<NotificationCenter> {
  const harness = await createHarness('fake');
  render(
    <AppProviders container={harness.container}>
      <ToastBridge />
    </AppProviders>,
  );
  return harness.container.get(NotificationCenter);
}
