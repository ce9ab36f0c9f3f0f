import { afterAll, describe, expect, it } from 'vitest';
import { QUICK_OPTIONS } from '../../../domain/support/chat';
import { loadScreenMessages, switchLanguage } from '../../i18n/i18n';
import { chatText, quickOptionText } from './helpText';

describe('chat lines as the customer reads them', () => {
  afterAll(() => switchLanguage('en'));

  it('has a label and a canned reply of its own for every quick option', async () => {
    await loadScreenMessages();
    const replies = QUICK_OPTIONS.map((option) => chatText({ kind: 'quickReply', option }));
    for (const reply of replies) expect(reply.length).toBeGreaterThan(20);
    expect(new Set(replies).size).toBe(QUICK_OPTIONS.length);
    expect(QUICK_OPTIONS.map(quickOptionText)).toEqual([
      'Track my order',
      'Cancel order',
      'Refund status',
      'Delivery issue',
      'Payment problem',
      'Other issues',
    ]);
  });

  it('gives the phone number in the reply to typed text, and no number when none is configured', () => {
    expect(chatText({ kind: 'typedReply', supportPhone: '+91 11 4000 0000' })).toBe(
      "Thanks for your message! I'm connecting you with our support team. For urgent help you can also call us at +91 11 4000 0000.",
    );
    expect(chatText({ kind: 'typedReply', supportPhone: '' })).toBe(
      "Thanks for your message! I'm connecting you with our support team.",
    );
  });

  it("keeps the customer's own words as typed, in any language", async () => {
    await switchLanguage('ta');
    expect(chatText({ kind: 'typed', text: 'Where is my food?' })).toBe('Where is my food?');
    expect(chatText({ kind: 'typedReply', supportPhone: '+91 11 4000 0000' })).toContain('+91 11 4000 0000');
  });
});
