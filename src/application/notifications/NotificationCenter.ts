import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

/** 'app' messages answer what the customer just did; 'push' messages arrive from outside (notifications). */
export type ToastSource = 'app' | 'push';

export interface Toast {
  id: number;
  text: string;
  variant: ToastVariant;
  source: ToastSource;
}

/** Messages for the customer (toasts). Stores post here; the UI shows and drains them. */
@injectable()
export class NotificationCenter {
  pending: Toast[] = [];
  private nextId = 1;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  notify(text: string, variant: ToastVariant = 'info', source: ToastSource = 'app') {
    this.pending.push({ id: this.nextId++, text, variant, source });
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
