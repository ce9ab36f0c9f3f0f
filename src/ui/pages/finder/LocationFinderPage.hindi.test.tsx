import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../../../test/helpers/inLanguage';
import { LocationFailure } from '../../../domain/geo/LocationFailure';
import { DeviceLocationToken } from '../../../infrastructure/ports/DeviceLocation';
import { createHarness } from '../../../../test/helpers/adapterSets';
import { mapStillLoading } from '../../../../test/helpers/mapStillLoading';
import { renderPage } from '../../../../test/helpers/renderPage';
import { SLOW } from '../../../../test/helpers/waits';
import { LocationFinderPage } from './LocationFinderPage';

describe('the Address & Location Finder in Hindi', () => {
  inLanguage('hi');

  it('names an unknown place in Hindi, in the box, the panel and the saved list', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const harness = await createHarness('fake');
    harness.container.rebind(DeviceLocationToken).toConstantValue({
      currentPosition: () => Promise.reject(new LocationFailure('denied')),
    });
    await renderPage(<LocationFinderPage />, '/map', { harness });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'पता और लोकेशन खोजें' }, SLOW)).toBeInTheDocument();
    // The map's zoom buttons are named in Hindi too (Leaflet names them in English unless told).
    const map = await screen.findByRole('region', { name: 'मैप: लोकेशन चुनने के लिए क्लिक करें' }, SLOW);
    expect(await within(map).findByRole('button', { name: 'ज़ूम इन' }, SLOW)).toHaveAttribute('title', 'ज़ूम इन');
    expect(within(map).getByRole('button', { name: 'ज़ूम आउट' })).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'पता' });
    expect(box).toHaveAttribute('placeholder', 'पता, लैंडमार्क या जगह का नाम लिखें...');
    expect(screen.getByRole('button', { name: 'पता सेव करें' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'मौजूदा लोकेशन इस्तेमाल करें' }));
    const selected = await screen.findByRole('region', { name: 'चुनी गई लोकेशन' });
    expect(selected).toHaveTextContent('डिफ़ॉल्ट लोकेशन (दिल्ली)');
    expect(selected).toHaveTextContent('निर्देशांक: 28.613900, 77.209000');
    expect(box).toHaveValue('डिफ़ॉल्ट लोकेशन (दिल्ली)');

    await user.click(screen.getByRole('button', { name: 'पता सेव करें' }));
    const saved = screen.getByRole('region', { name: 'सेव किए गए पते' });
    expect(saved).toHaveTextContent('डिफ़ॉल्ट लोकेशन (दिल्ली)');
    expect(saved).toHaveTextContent(/को सेव किया/);
    expect(within(saved).getByRole('button', { name: 'खोलें' })).toBeInTheDocument();
    expect(within(saved).getByRole('button', { name: 'हटाएं' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Location|Address|Saved on|Coordinates/);
    expect(screen.queryByRole('button', { name: /Zoom/ })).not.toBeInTheDocument();

    // Typing replaces the place's name with the customer's own words.
    await user.clear(box);
    await user.type(box, 'Hazratganj');
    expect(selected).toHaveTextContent('Hazratganj');
  });

  it("says in Hindi that the map is loading while the map's code has not arrived", async () => {
    const harness = await createHarness('fake');
    mapStillLoading(harness);
    await renderPage(<LocationFinderPage />, '/map', { harness });
    expect(await screen.findByRole('status', {}, SLOW)).toHaveTextContent(/^मैप लोड हो रहा है\.\.\.$/);
    expect(screen.queryByText('Loading map...')).not.toBeInTheDocument();
  });
});
