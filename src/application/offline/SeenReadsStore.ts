import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { seenNoticeText } from '../../domain/offline/seenNotice';
import { type SeenAnswers, SeenAnswersToken } from '../../infrastructure/ports/SeenAnswers';

/**
 * Whether the screens show what the customer saw before (the network is missing) and since when: the port decides
 * which answers are saved ones, so no screen tracks it; each screen that reads them shows `notice`.
 */
@injectable()
export class SeenReadsStore {
  seenAt: number | null;

  constructor(@inject(SeenAnswersToken) answers: SeenAnswers) {
    this.seenAt = answers.lastServed();
    makeAutoObservable(this, {}, { autoBind: true });
    answers.subscribe(() => this.update(answers.lastServed()));
  }

  /** 'Offline · showing what you saw at 14:05' while saved answers are on screen; null when they are live. */
  get notice(): string | null {
    return this.seenAt === null ? null : seenNoticeText(this.seenAt);
  }

  private update(seenAt: number | null) {
    this.seenAt = seenAt;
  }
}
