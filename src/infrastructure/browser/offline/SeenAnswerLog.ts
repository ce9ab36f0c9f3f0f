import { inject, injectable } from 'inversify';
import type { SeenAnswers } from '../../ports/SeenAnswers';
import { type SessionRepository, SessionRepositoryToken } from '../../ports/SessionRepository';

/**
 * Which answers were served from saved copies (the values themselves, held weakly so a screen's data is not kept
 * alive by it), and the seen time of the latest one until a live answer arrives or the customer changes (signing
 * out erases what they saw: no screen shows it any more).
 */
@injectable()
export class SeenAnswerLog implements SeenAnswers {
  private readonly seen = new WeakMap<object, number>();
  private last: number | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(@inject(SessionRepositoryToken) session: SessionRepository) {
    session.onCredentialsChange(() => this.change(null));
  }

  served(value: unknown, seenAt: number) {
    if (typeof value === 'object' && value !== null) this.seen.set(value, seenAt);
    this.change(seenAt);
  }

  live() {
    this.change(null);
  }

  seenAtOf(value: unknown): number | null {
    return typeof value === 'object' && value !== null ? (this.seen.get(value) ?? null) : null;
  }

  lastServed() {
    return this.last;
  }

  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private change(last: number | null) {
    if (this.last === last) return;
    this.last = last;
    for (const listener of [...this.listeners]) listener();
  }
}
