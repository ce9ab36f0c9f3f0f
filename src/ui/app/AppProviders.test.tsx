import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { NotificationCenter } from '../../application/notifications/NotificationCenter';
import { createHarness } from '../../../test/helpers/adapterSets';
import { ToastBridge } from '../components/feedback/ToastBridge';
import { AppProviders } from './AppProviders';

describe('AppProviders toasts', () => {
  it('shows a message that is already on screen once, and different messages each', async () => {
    const harness = await createHarness('fake');
    const notifications = harness.container.get(NotificationCenter);
    render(
      <AppProviders container={harness.container}>
        <ToastBridge />
      </AppProviders>,
    );
    act(() => {
      notifications.error('Failed to load addresses');
      notifications.error('Failed to load addresses');
      notifications.success('Address created successfully');
    });
    expect(await screen.findByText('Address created successfully')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to load addresses')).toHaveLength(1);
  });
});
