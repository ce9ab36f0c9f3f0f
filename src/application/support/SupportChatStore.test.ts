import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfigFrom } from '../../../test/helpers/portDoubles';
import { SupportChatStore } from './SupportChatStore';

const config = appConfigFrom({ VITE_SUPPORT_PHONE: '+91 11 4000 0000' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SupportChatStore', () => {
  it('starts with the bot greeting and the quick options', () => {
    const chat = new SupportChatStore(config);
    expect(chat.messages.map((m) => [m.sender, m.content])).toEqual([['bot', { kind: 'greeting' }]]);
    expect(chat.showQuickOptions).toBe(true);
  });

  it('a quick option adds the customer message, hides the options and answers after 0.8 s', () => {
    const chat = new SupportChatStore(config);
    chat.chooseQuickOption('refund');
    expect(chat.messages.at(-1)).toMatchObject({ sender: 'user', content: { kind: 'quickOption', option: 'refund' } });
    expect(chat.showQuickOptions).toBe(false);
    vi.advanceTimersByTime(799);
    expect(chat.messages).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(chat.messages.at(-1)).toMatchObject({ sender: 'bot', content: { kind: 'quickReply', option: 'refund' } });
  });

  it('typed text is trimmed, blank text ignored, and the reply after 1 s gives the phone number', () => {
    const chat = new SupportChatStore(config);
    chat.setDraft('   ');
    chat.send();
    expect(chat.messages).toHaveLength(1);
    chat.setDraft('  Where is my food?  ');
    chat.send();
    expect(chat.messages.at(-1)).toMatchObject({
      sender: 'user',
      content: { kind: 'typed', text: 'Where is my food?' },
    });
    expect(chat.draft).toBe('');
    vi.advanceTimersByTime(1000);
    expect(chat.messages.at(-1)).toMatchObject({
      sender: 'bot',
      content: { kind: 'typedReply', supportPhone: '+91 11 4000 0000' },
    });
  });

  it('forgets pending replies when the disposer runs: no timer fires', () => {
    const chat = new SupportChatStore(config);
    const stop = chat.start();
    chat.chooseQuickOption('other');
    stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(chat.messages).toHaveLength(2);
  });
});
