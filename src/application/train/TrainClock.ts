import { makeAutoObservable } from 'mobx';

/** The time screens count down against: observable, ticking while a train screen shows it. */
export class TrainClock {
  now: number;
  private timer: ReturnType<typeof setInterval> | undefined;
  private users = 0;

  constructor(private readonly read: () => number = () => Date.now()) {
    this.now = read();
    makeAutoObservable<this, 'timer' | 'users' | 'read'>(
      this,
      { timer: false, users: false, read: false },
      { autoBind: true },
    );
  }

  /** Ticks every second until every caller has called the returned stop. */
  start(): () => void {
    this.users += 1;
    this.tick();
    if (this.users === 1) this.timer = setInterval(this.tick, 1000);
    return () => {
      this.users -= 1;
      if (this.users === 0) clearInterval(this.timer);
    };
  }

  tick() {
    this.now = this.read();
  }
}
