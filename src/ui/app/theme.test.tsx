import { ThemeProvider, Typography } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appTheme } from './theme';

describe('the app theme', () => {
  // MUI 9 dropped the path form of Typography's colour: 'text.secondary' text was drawn in the primary text colour.
  it('draws Typography\'s color="text.secondary" in the secondary text colour, and text.primary in the primary', () => {
    render(
      <ThemeProvider theme={appTheme()}>
        <Typography color="text.secondary">Order ID: RB100001</Typography>
        <Typography color="text.primary">Total</Typography>
      </ThemeProvider>,
    );
    expect(getComputedStyle(screen.getByText('Order ID: RB100001')).color).toBe('rgb(95, 86, 80)');
    expect(getComputedStyle(screen.getByText('Total')).color).toBe('rgb(31, 27, 24)');
  });
});
