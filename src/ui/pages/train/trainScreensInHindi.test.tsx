import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../../test/helpers/inLanguage';
import { createHarness } from '../../../../test/helpers/adapterSets';
import { renderPage } from '../../../../test/helpers/renderPage';
import { TrainTripStore } from '../../../application/train/TrainTripStore';
import { JourneyPage } from './JourneyPage';
import { StationPage } from './StationPage';
import { TrainPage } from './TrainPage';

describe('the train screens in Hindi', () => {
  inLanguage('hi');

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

  it("/train says the searches' rules in Hindi: the PNR, the train number and the seat", async () => {
    await renderPage(<TrainPage />, '/train');
    const user = userEvent.setup();
    const byPnr = within(await screen.findByRole('form', { name: 'PNR से अपनी यात्रा खोजें' }));
    await user.type(byPnr.getByRole('textbox', { name: 'PNR नंबर' }), '12345');
    await user.click(byPnr.getByRole('button', { name: 'यात्रा खोजें' }));
    expect(await byPnr.findByText('कृपया सही 10 अंकों का PNR डालें')).toBeInTheDocument();
    // The PNR service's refusal, known by its words, is said in Hindi too.
    await user.type(byPnr.getByRole('textbox', { name: 'PNR नंबर' }), '67890');
    await user.click(byPnr.getByRole('button', { name: 'यात्रा खोजें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^PNR नहीं मिला$/);

    const byNumber = within(screen.getByRole('form', { name: 'ट्रेन नंबर से खोजें' }));
    await user.type(byNumber.getByRole('textbox', { name: 'कोच' }), '#');
    await user.click(byNumber.getByRole('button', { name: 'ट्रेन खोजें' }));
    expect(await byNumber.findByText('5 अंकों का ट्रेन नंबर डालें')).toBeInTheDocument();
    expect(byNumber.getByText('अपना कोच डालें (जैसे B2)')).toBeInTheDocument();
    expect(byNumber.getByText('अपना बर्थ नंबर डालें')).toBeInTheDocument();
    expect(byNumber.getByText('यात्री का नाम डालें')).toBeInTheDocument();
    expect(screen.queryByText(/Enter|Please/)).toBeNull();
  });

  it("/train says in Hindi that no train has the number typed, not the server's English", async () => {
    await renderPage(<TrainPage />, '/train');
    const user = userEvent.setup();
    const byNumber = within(await screen.findByRole('form', { name: 'ट्रेन नंबर से खोजें' }));
    await user.type(byNumber.getByRole('textbox', { name: 'ट्रेन नंबर' }), '99999');
    expect(await byNumber.findByText('ट्रेन नहीं मिली')).toBeInTheDocument();
    expect(byNumber.getByRole('textbox', { name: 'ट्रेन नंबर' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Train not found')).toBeNull();
  });

  it('/train says a journey date the picker does not offer in Hindi, with the dates it offers', async () => {
    await renderPage(<TrainPage />, '/train');
    const user = userEvent.setup();
    const byNumber = within(await screen.findByRole('form', { name: 'ट्रेन नंबर से खोजें' }));
    fireEvent.change(byNumber.getByLabelText('यात्रा की तारीख'), { target: { value: '2020-01-01' } });
    await user.click(byNumber.getByRole('button', { name: 'ट्रेन खोजें' }));
    expect(
      await byNumber.findByText(/^\d{1,2} \S+ 20\d\d से \d{1,2} \S+ 20\d\d के बीच की यात्रा तारीख चुनें$/),
    ).toBeInTheDocument();
    expect(byNumber.getByLabelText('यात्रा की तारीख')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Choose|Enter/)).toBeNull();
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

  it('/train/station/:code names its heading, the train and its way back in Hindi', async () => {
    const harness = await createHarness('fake');
    const trip = harness.container.get(TrainTripStore);
    expect(await trip.findByPnr('2401234567')).toBe(true);
    const code = trip.journey!.stops.at(-1)!.code;
    trip.chooseStop(code);
    await renderPage(<StationPage />, `/train/station/${code}`, { harness, pattern: '/train/station/:code' });
    expect(
      await screen.findByRole('heading', { level: 1, name: new RegExp(`\\(${code}\\) पर खाना$`) }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^ट्रेन \d{5} · अनुमानित /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरी यात्रा पर वापस' })).toBeInTheDocument();
  });
});
