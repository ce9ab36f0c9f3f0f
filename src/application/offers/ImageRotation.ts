import { makeAutoObservable } from 'mobx';
import { IMAGE_ROTATION_MS } from '../../domain/offers/dineout';
import { cycleIndex } from '../../domain/offers/cycle';

/** The shared clock of rotating pictures: one step every 3 s while playing; pause() stops its timer. */
export class ImageRotation {
  step = 0;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly intervalMs = IMAGE_ROTATION_MS) {
    makeAutoObservable<this, 'timer' | 'intervalMs'>(this, { timer: false, intervalMs: false }, { autoBind: true });
  }

  get playing() {
    return this.timer !== undefined;
  }

  /** Which of `count` pictures shows now. */
  frame(count: number): number {
    return cycleIndex(0, this.step, count);
  }

  play() {
    if (this.timer === undefined) this.timer = setInterval(this.advance, this.intervalMs);
  }

  /** Stops on the current picture (for visitors who prefer reduced motion). */
  pause() {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private advance() {
    this.step += 1;
  }
}
