import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  CHAT_GREETING,
  type ChatMessage,
  type ChatSender,
  QUICK_OPTION_REPLY_DELAY_MS,
  type QuickOption,
  quickReply,
  TYPED_REPLY_DELAY_MS,
  typedReply,
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
    this.add('bot', CHAT_GREETING);
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
    this.add('user', option);
    this.replyLater(quickReply(option), QUICK_OPTION_REPLY_DELAY_MS);
  }

  /** Sends the draft (blank text is ignored). */
  send() {
    const text = this.draft.trim();
    if (!text) return;
    this.draft = '';
    this.add('user', text);
    this.replyLater(typedReply(this.config.supportPhone), TYPED_REPLY_DELAY_MS);
  }

  /** While /help shows: canned replies arrive after their delay; the returned disposer cancels those still pending. */
  start(): () => void {
    return this.forgetPendingReplies;
  }

  private forgetPendingReplies() {
    this.pendingReplies.forEach(clearTimeout);
    this.pendingReplies.clear();
  }

  private add(sender: ChatSender, text: string) {
    this.messages.push({ id: this.nextId++, sender, text, timestamp: Date.now() });
  }

  private replyLater(text: string, delayMs: number) {
    const timer = setTimeout(() => {
      this.pendingReplies.delete(timer);
      this.add('bot', text);
    }, delayMs);
    this.pendingReplies.add(timer);
  }
}
