import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type SeenAnswers, SeenAnswersToken } from '../../infrastructure/ports/SeenAnswers';

/**
 * Whether the screens show what the customer saw before (the network is missing) and since when: the port decides
 * which answers are saved ones, so no screen tracks it; each screen that reads them shows the notice.
 */
@injectable()
export class SeenReadsStore {
  /** When the saved answers on screen were seen ('Offline · showing what you saw at 14:05'); null when live. */
  seenAt: number | null;

  constructor(@inject(SeenAnswersToken) answers: SeenAnswers) {
    this.seenAt = answers.lastServed();
    makeAutoObservable(this, {}, { autoBind: true });
    answers.subscribe(() => this.update(answers.lastServed()));
  }

  private update(seenAt: number | null) {
    this.seenAt = seenAt;
  }
}
