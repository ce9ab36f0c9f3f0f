import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/helpers/renderPage';
import { HelpPage } from './HelpPage';

describe('Help & Support page', () => {
  it('shows the contact cards with the configured phone and e-mail', async () => {
    const { harness } = await renderPage(<HelpPage />, '/help');
    expect(await screen.findByRole('heading', { name: 'Help & Support', level: 1 })).toBeInTheDocument();
    const call = screen.getByRole('region', { name: 'Call Support' });
    expect(within(call).getByText(harness.config.supportPhone || 'Phone support')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Email Support' })).getByText('Response in 2-4 hours'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Live Chat' })).getByRole('button', { name: 'Start Chat' }),
    ).toBeInTheDocument();
  });

  it('opens one answer at a time per category and closes it on a second click', async () => {
    await renderPage(<HelpPage />, '/help');
    const user = userEvent.setup();
    const first = await screen.findByRole('button', { name: 'How do I track my order?' });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const second = screen.getByRole('button', { name: 'Why is my order delayed?' });
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: /Refund & Returns/ }));
    expect(screen.getByRole('heading', { name: 'Refund & Returns', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'When will I get my refund?' })).toBeInTheDocument();
  });

  it('filters help topics by the search text', async () => {
    await renderPage(<HelpPage />, '/help');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Search help topics' }), 'cashback');
    expect(screen.getByRole('button', { name: 'When will I get my cashback?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How do I track my order?' })).not.toBeInTheDocument();
  });

  it('chats: greeting, quick options until the first message, Enter sends and Shift+Enter does not', async () => {
    await renderPage(<HelpPage />, '/help');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Live Chat Support' }));
    const panel = screen.getByRole('dialog', { name: 'Live Support' });
    expect(within(panel).getByText("Hi! I'm here to help you. How can I assist you today?")).toBeInTheDocument();
    expect(within(panel).getByText('Online now', { exact: false })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Track my order' })).toBeInTheDocument();
    const box = within(panel).getByRole('textbox', { name: 'Type your message...' });
    await user.type(box, 'Hello{Shift>}{Enter}{/Shift}there');
    expect(box).toHaveValue('Hello\nthere');
    await user.keyboard('{Enter}');
    expect(within(panel).getByText(/Hello\s+there/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Track my order' })).not.toBeInTheDocument();
    expect(await within(panel).findByText(/connecting you with our support team/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog', { name: 'Live Support' })).not.toBeInTheDocument();
  });

  it('a long message without spaces wraps inside its bubble', async () => {
    await renderPage(<HelpPage />, '/help');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Live Chat Support' }));
    const panel = screen.getByRole('dialog', { name: 'Live Support' });
    const word = 'x'.repeat(120);
    await user.click(within(panel).getByRole('textbox', { name: 'Type your message...' }));
    await user.paste(word);
    await user.keyboard('{Enter}');
    expect(within(panel).getByText(word)).toHaveStyle({ overflowWrap: 'anywhere' });
  });
});
