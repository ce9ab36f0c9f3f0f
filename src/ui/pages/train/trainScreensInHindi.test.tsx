import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/helpers/renderPage';
import { loadScreenMessages, switchLanguage } from '../../i18n/i18n';
import { JourneyPage } from './JourneyPage';
import { TrainPage } from './TrainPage';

describe('the train screens in Hindi', () => {
  beforeEach(async () => {
    await loadScreenMessages();
    await switchLanguage('hi');
  });
  afterEach(() => switchLanguage('en'));

  it('/train names its heading, both searches, their fields and buttons in Hindi', async () => {
    await renderPage(<TrainPage />, '/train');
    expect(await screen.findByRole('heading', { level: 1, name: 'ट्रेन में खाना' })).toBeInTheDocument();
    const byPnr = within(screen.getByRole('form', { name: 'PNR से अपनी यात्रा खोजें' }));
    expect(byPnr.getByRole('textbox', { name: 'PNR नंबर' })).toBeInTheDocument();
    expect(byPnr.getByRole('button', { name: 'यात्रा खोजें' })).toBeInTheDocument();
    const byNumber = within(screen.getByRole('form', { name: 'ट्रेन नंबर से खोजें' }));
    expect(byNumber.getByRole('textbox', { name: 'ट्रेन नंबर' })).toBeInTheDocument();
    expect(byNumber.getByRole('textbox', { name: 'कोच' })).toBeInTheDocument();
    expect(byNumber.getByRole('textbox', { name: 'बर्थ' })).toBeInTheDocument();
    expect(byNumber.getByRole('button', { name: 'ट्रेन खोजें' })).toBeInTheDocument();
  });

  it('/train/journey names its heading, the stations, their times and its buttons in Hindi', async () => {
    await renderPage(<TrainPage />, '/train', { routes: [{ path: '/train/journey', element: <JourneyPage /> }] });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'PNR नंबर' }), '2401234567');
    await user.click(screen.getByRole('button', { name: 'यात्रा खोजें' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'आपकी यात्रा' })).toBeInTheDocument();
    const stations = within(screen.getByRole('region', { name: 'स्टेशन' }));
    expect(stations.getAllByText(/^आगमन .* · प्रस्थान /)[0]).toBeInTheDocument();
    expect(screen.getByText(/^नमूना समय-सारणी \(\d{4}\)। खाना 06:00 से 23:00 तक दिया जाता है।$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'दूसरी यात्रा खोजें' })).toBeInTheDocument();
  });
});
