import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  type ChatContent,
  type ChatMessage,
  type ChatSender,
  QUICK_OPTION_REPLY_DELAY_MS,
  type QuickOption,
  TYPED_REPLY_DELAY_MS,
} from '../../domain/support/chat';
import { type AppConfig, AppConfigToken } from '../../infrastructure/ports/AppConfig';

/** The live-chat panel: a bot greeting, quick options until the first message, canned replies. */
@injectable()
export class SupportChatStore {
  open = false;
  messages: ChatMessage[] = [];
  draft = '';
  private nextId = 1;
  private readonly pendingReplies = new Set<ReturnType<typeof setTimeout>>();

  constructor(@inject(AppConfigToken) private readonly config: AppConfig) {
    makeAutoObservable<this, 'config' | 'pendingReplies'>(
      this,
      { config: false, pendingReplies: false },
      { autoBind: true },
    );
    this.add('bot', { kind: 'greeting' });
  }

  /** Quick options show until the customer's first message. */
  get showQuickOptions() {
    return !this.messages.some((message) => message.sender === 'user');
  }

  get canSend() {
    return this.draft.trim() !== '';
  }

  openChat() {
    this.open = true;
  }

  closeChat() {
    this.open = false;
  }

  setDraft(text: string) {
    this.draft = text;
  }

  chooseQuickOption(option: QuickOption) {
    this.add('user', { kind: 'quickOption', option });
    this.replyLater({ kind: 'quickReply', option }, QUICK_OPTION_REPLY_DELAY_MS);
  }

  /** Sends the draft (blank text is ignored). */
  send() {
    const text = this.draft.trim();
    if (!text) return;
    this.draft = '';
    this.add('user', { kind: 'typed', text });
    this.replyLater({ kind: 'typedReply', supportPhone: this.config.supportPhone }, TYPED_REPLY_DELAY_MS);
  }

  /** While /help shows: canned replies arrive after their delay; the returned disposer cancels those still pending. */
  start(): () => void {
    return this.forgetPendingReplies;
  }

  private forgetPendingReplies() {
    this.pendingReplies.forEach(clearTimeout);
    this.pendingReplies.clear();
  }

  private add(sender: ChatSender, content: ChatContent) {
    this.messages.push({ id: this.nextId++, sender, content, timestamp: Date.now() });
  }

  private replyLater(content: ChatContent, delayMs: number) {
    const timer = setTimeout(() => {
      this.pendingReplies.delete(timer);
      this.add('bot', content);
    }, delayMs);
    this.pendingReplies.add(timer);
  }
}
