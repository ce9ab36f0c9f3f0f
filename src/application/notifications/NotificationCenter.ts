import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

/** 'app' messages answer what the customer just did; 'push' messages arrive from outside (notifications). */
export type ToastSource = 'app' | 'push';

/** A button on a toast (e.g. a push's 'Track Order'): runs, then the toast closes. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  text: string;
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

  notify(
    text: string,
    variant: ToastVariant = 'info',
    source: ToastSource = 'app',
    extra: Pick<Toast, 'durationMs' | 'action' | 'topic'> = {},
  ) {
    this.pending.push({ id: this.nextId++, text, variant, source, ...extra });
  }

  success(text: string) {
    this.notify(text, 'success');
  }

  error(text: string) {
    this.notify(text, 'error');
  }

  /** Hands the pending toasts to the UI and forgets them. */
  drain(): Toast[] {
    const toasts = this.pending;
    this.pending = [];
    return toasts;
  }
}
