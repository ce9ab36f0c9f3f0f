import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../src/ui/app/AppProviders';
import type { Harness } from './adapterSets';

/**
 * A screen's first render as HTML, before any effect runs: what the build prerenders for its route (a screen that
 * redirects or waits for an effect draws nothing useful here).
 */
export const firstRenderHtml = (harness: Harness, screen: ReactElement): string =>
  renderToString(
    <AppProviders container={harness.container}>
      <MemoryRouter>{screen}</MemoryRouter>
    </AppProviders>,
  );
