import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../../test/helpers/inLanguage';
import { renderPage } from '../../../../test/helpers/renderPage';
import { HelpPage } from './HelpPage';

describe('Help & Support in Hindi', () => {
  inLanguage('hi');

  it('words the page, its contact cards and categories in Hindi', async () => {
    await renderPage(<HelpPage />, '/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'मदद और सपोर्ट' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'मदद के विषय खोजें' })).toBeInTheDocument();
    const chat = screen.getByRole('region', { name: 'लाइव चैट' });
    expect(within(chat).getByRole('button', { name: 'चैट शुरू करें' })).toBeInTheDocument();
    const categories = screen.getByRole('navigation', { name: 'मदद की श्रेणियां' });
    expect(within(categories).getByRole('button', { name: /रिफ़ंड और रिटर्न/ })).toHaveTextContent('5 सवाल');
    expect(screen.getByRole('heading', { level: 2, name: 'ऑर्डर की समस्याएं' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मैं अपना ऑर्डर कैसे ट्रैक करूं?' })).toBeInTheDocument();
  });

  it('finds questions by a Hindi search word', async () => {
    const user = userEvent.setup();
    await renderPage(<HelpPage />, '/help');
    await user.type(await screen.findByRole('textbox', { name: 'मदद के विषय खोजें' }), 'कैशबैक');
    expect(screen.getByRole('heading', { level: 2, name: '“कैशबैक” के नतीजे' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मुझे कैशबैक कब मिलेगा?' })).toBeInTheDocument();
  });

  it('greets, offers the quick options and answers one in Hindi; what the customer types stays as typed', async () => {
    const user = userEvent.setup();
    await renderPage(<HelpPage />, '/help');
    await user.click(await screen.findByRole('button', { name: 'लाइव चैट सपोर्ट' }));
    const panel = screen.getByRole('dialog', { name: 'लाइव सपोर्ट' });
    expect(within(panel).getByText('नमस्ते! मैं आपकी मदद के लिए हूं। आज मैं आपकी क्या मदद करूं?')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'रिफ़ंड की स्थिति' }));
    expect(within(panel).getByText('रिफ़ंड की स्थिति')).toBeInTheDocument();
    expect(await within(panel).findByText(/वॉलेट रिफ़ंड तुरंत होता है/)).toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: 'अपना मैसेज लिखें...' }), 'Where is my food?{Enter}');
    expect(within(panel).getByText('Where is my food?')).toBeInTheDocument();
    expect(await within(panel).findByText(/मैसेज के लिए धन्यवाद!/)).toBeInTheDocument();
  });
});
