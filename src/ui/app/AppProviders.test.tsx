import { screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToasts } from '../../../test/helpers/renderToasts';

describe('AppProviders toasts', () => {
  it('shows a message that is already on screen once, and different messages each', async () => {
    const notifications = await renderToasts();
    act(() => {
      notifications.error('Failed to load addresses');
      notifications.error('Failed to load addresses');
      notifications.success('Address created successfully');
    });
    expect(await screen.findByText('Address created successfully')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to load addresses')).toHaveLength(1);
  });
});
