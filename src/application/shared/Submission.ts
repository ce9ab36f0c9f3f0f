import { makeAutoObservable, runInAction } from 'mobx';
import { errorText } from '../../domain/errors/errorText';

export type SubmissionResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** The busy flag and error text of one user action (a form submit, a resend…). */
export class Submission {
  running = false;
  error: string | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async run<T>(task: () => Promise<T>): Promise<SubmissionResult<T>> {
    this.running = true;
    this.error = null;
    try {
      const value = await task();
      return { ok: true, value };
    } catch (error) {
      const text = errorText(error);
      runInAction(() => {
        this.error = text;
      });
      return { ok: false, error: text };
    } finally {
      runInAction(() => {
        this.running = false;
      });
    }
  }

  clearError() {
    this.error = null;
  }
}
