import { makeAutoObservable, runInAction } from 'mobx';
import { errorText } from '../../domain/errors/errorText';
import { type Failure, failureOf } from '../../domain/errors/failure';

export type SubmissionResult<T> = { ok: true; value: T } | { ok: false; error: string; failure: Failure };

/** The busy flag and error of one user action (a form submit, a resend…). */
export class Submission {
  running = false;
  error: string | null = null;
  /** How the last run failed, for the UI to word in the customer's language (a server's refusal as it came). */
  failure: Failure | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async run<T>(task: () => Promise<T>): Promise<SubmissionResult<T>> {
    this.running = true;
    this.error = null;
    this.failure = null;
    try {
      const value = await task();
      return { ok: true, value };
    } catch (error) {
      const text = errorText(error);
      const failure = failureOf(error);
      runInAction(() => {
        this.error = text;
        this.failure = failure;
      });
      return { ok: false, error: text, failure };
    } finally {
      runInAction(() => {
        this.running = false;
      });
    }
  }

  clearError() {
    this.error = null;
    this.failure = null;
  }
}
