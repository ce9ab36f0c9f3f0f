import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../../test/helpers/inLanguage';
import { SessionStore } from '../../application/session/SessionStore';
import { createHarness } from '../../../test/helpers/adapterSets';
import { renderApp } from '../../../test/helpers/renderApp';
import { renderPage } from '../../../test/helpers/renderPage';
import { PageSpinner } from '../components/feedback/PageSpinner';
import { SeenNoticeView } from '../components/feedback/SeenNoticeView';
import { UpdateReadyNotice } from '../components/updates/UpdateReadyNotice';
import { switchLanguage } from '../i18n/i18n';
import { LoginPage } from '../pages/auth/LoginPage';
import { PrivacyPolicyPage, RefundPolicyPage } from '../pages/legal/LegalPages';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ErrorPanel } from './errors/ErrorPanel';
import { StartupError } from './StartupError';

/** English sentences of the shell that must not be left on a Hindi page. */
const ENGLISH_LEFT =
  /Something went wrong|Reload|Try again|Page not found|Back to Home|Skip to main|Offers near me|Track order|Refund policy|Add your restaurant|Contact us|A new version|showing what you saw|could not start|Reset demo data|session has expired|Hot meals/;

describe('the app shell in Hindi', () => {
  inLanguage('hi');

  it('words the footer, its links and the skip link, and resets the demo in Hindi', async () => {
    await renderApp('/help');
    const footer = await screen.findByRole('contentinfo');
    expect(screen.getByRole('link', { name: 'मुख्य सामग्री पर जाएं' })).toBeInTheDocument();
    const order = within(footer).getByRole('navigation', { name: 'ऑर्डर' });
    expect(within(order).getByRole('link', { name: 'मेरे पास के ऑफ़र' })).toHaveAttribute('href', '/offers-near-me');
    expect(within(order).getByRole('link', { name: 'ऑर्डर ट्रैक करें' })).toHaveAttribute('href', '/track-order');
    const partners = within(footer).getByRole('navigation', { name: 'पार्टनर' });
    expect(within(partners).getByRole('link', { name: 'अपना रेस्टोरेंट जोड़ें' })).toBeInTheDocument();
    expect(within(footer).getByText('भारत का सबसे असली स्वाद, आपके दरवाज़े या ट्रेन की सीट तक।')).toBeInTheDocument();
    expect(footer.textContent).not.toMatch(ENGLISH_LEFT);

    await userEvent.click(within(footer).getByRole('button', { name: 'डेमो डेटा रीसेट करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'डेमो डेटा रीसेट करें?' });
    expect(within(dialog).getByRole('button', { name: 'रीसेट करें' })).toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(/This signs you out|Cancel/);
  });

  it('says a page is not found, in Hindi', async () => {
    await renderPage(<NotFoundPage />, '/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पर वापस जाएं' })).toHaveAttribute('href', '/');
    expect(document.body.textContent).not.toMatch(ENGLISH_LEFT);
  });

  it('titles and heads a legal page in Hindi and introduces its English text, marked as English', async () => {
    await renderPage(<RefundPolicyPage />, '/refund-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'रिफ़ंड नीति' })).toBeInTheDocument();
    expect(screen.getByText('नीचे दी गई नीति अंग्रेज़ी में है।')).toBeInTheDocument();
    expect(screen.getByText(/We want every meal to arrive right/).closest('[lang]')).toHaveAttribute('lang', 'en-IN');
    expect(screen.getByRole('heading', { level: 2, name: 'कैसे मांगें' })).toBeInTheDocument();
    expect(screen.getByText(/Request a refund within 30 minutes/).closest('[lang]')).toHaveAttribute('lang', 'en-IN');
    expect(screen.queryByRole('heading', { name: /How to ask|Not eligible/ })).not.toBeInTheDocument();
  });

  it('shows no note over a legal page in English', async () => {
    await switchLanguage('en');
    await renderPage(<PrivacyPolicyPage />, '/privacy-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.queryByText('The policy below is in English.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Data we collect' })).toBeInTheDocument();
    expect(screen.getByText(/We do not sell personal data/).closest('article [lang]')).toBeNull();
  });

  it('says a screen failed, with Reload and Home, in Hindi', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <ErrorPanel error={new Error('render failed')} />
      </MemoryRouter>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'कुछ गड़बड़ हो गई' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'रीलोड करें' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/');
    expect(alert.textContent).not.toMatch(ENGLISH_LEFT);
    vi.restoreAllMocks();
  });

  it('says the app could not start, in Hindi', () => {
    render(<StartupError onResetDemoData={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'RailBite शुरू नहीं हो सका' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर कोशिश करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'डेमो डेटा रीसेट करें' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(ENGLISH_LEFT);
  });

  it('offers a new version, says a screen shows what was seen offline and names a screen on its way, in Hindi', () => {
    render(
      <>
        <UpdateReadyNotice onReload={() => undefined} />
        <SeenNoticeView seenAt={Date.UTC(2026, 10, 29, 8, 35)} />
        <PageSpinner />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'लोड हो रहा है' })).toBeInTheDocument();
    expect(screen.getByText('RailBite का नया वर्ज़न तैयार है')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रीलोड करें' })).toBeInTheDocument();
    expect(screen.getByText('ऑफ़लाइन · 14:05 बजे जो देखा था, वही दिख रहा है')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(ENGLISH_LEFT);
  });

  it('tells a customer whose session ended to sign in again, beside the sign-in panel, in Hindi', async () => {
    const harness = await createHarness('fake');
    runInAction(() => {
      harness.container.get(SessionStore).sessionExpired = true;
    });
    await renderPage(<LoginPage />, '/login', { harness });
    expect(await screen.findByText('आपका सेशन खत्म हो गया है। कृपया फिर से साइन इन करें।')).toBeInTheDocument();
    expect(screen.getByText('गरमागरम खाना, आपके दरवाज़े या ट्रेन की सीट तक।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RailBite होम' })).toHaveAttribute('href', '/');
    expect(document.body.textContent).not.toMatch(ENGLISH_LEFT);
  });
});
