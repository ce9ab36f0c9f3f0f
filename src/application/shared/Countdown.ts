import { makeAutoObservable } from 'mobx';

/** A seconds countdown (resend timers). Its owner calls stop() when its screen goes away: no tick after that. */
export class Countdown {
  secondsLeft = 0;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor() {
    makeAutoObservable<this, 'timer'>(this, { timer: false }, { autoBind: true });
  }

  get finished() {
    return this.secondsLeft === 0;
  }

  start(seconds: number) {
    clearInterval(this.timer);
    this.secondsLeft = Math.max(0, seconds);
    this.timer = this.secondsLeft > 0 ? setInterval(this.tick, 1000) : undefined;
  }

  stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    this.secondsLeft = 0;
  }

  private tick() {
    this.secondsLeft = Math.max(0, this.secondsLeft - 1);
    if (this.secondsLeft === 0) clearInterval(this.timer);
  }
}
