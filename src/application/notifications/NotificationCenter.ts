import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type Notice, said } from './Notice';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

/** 'app' messages answer what the customer just did; 'push' messages arrive from outside (notifications). */
export type ToastSource = 'app' | 'push';

/** A button on a toast (e.g. a push's 'Track Order'): runs, then the toast closes. */
export interface ToastAction {
  label: Notice;
  run: () => void;
}

export interface Toast {
  id: number;
  notice: Notice;
  variant: ToastVariant;
  source: ToastSource;
  /** How long it stays, when not the variant's usual time (a push: 10 s). */
  durationMs?: number;
  action?: ToastAction;
  /**
   * What it is about (a push: its order): a later toast on the same topic replaces this one, so a customer coming
   * back to the app sees one toast per order, its latest step, not a screen of them.
   */
  topic?: string;
}

/** Messages for the customer (toasts). Stores post here; the UI shows and drains them. */
@injectable()
export class NotificationCenter {
  pending: Toast[] = [];
  private nextId = 1;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Posts a toast; a plain string is words from outside (`said`), shown as they came. */
  notify(
    notice: Notice | string,
    variant: ToastVariant = 'info',
    source: ToastSource = 'app',
    extra: Pick<Toast, 'durationMs' | 'action' | 'topic'> = {},
  ) {
    this.pending.push({
      id: this.nextId++,
      notice: typeof notice === 'string' ? said(notice) : notice,
      variant,
      source,
      ...extra,
    });
  }

  success(notice: Notice | string) {
    this.notify(notice, 'success');
  }

  error(notice: Notice | string) {
    this.notify(notice, 'error');
  }

  /** Hands the pending toasts to the UI and forgets them. */
  drain(): Toast[] {
    const toasts = this.pending;
    this.pending = [];
    return toasts;
  }
}
