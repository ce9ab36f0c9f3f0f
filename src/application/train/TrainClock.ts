import { makeAutoObservable } from 'mobx';

/** A tick this much later than the last one: the device slept (timers stop), or its clock was set. */
export const CLOCK_JUMP_MS = 10_000;

/** The time screens count down against: observable, ticking while a train screen shows it. */
export class TrainClock {
  now: number;
  private timer: ReturnType<typeof setInterval> | undefined;
  private users = 0;

  constructor(
    private readonly read: () => number = () => Date.now(),
    /** Told when a tick finds the time jumped (what was read from the server before is old). */
    private readonly jumped: () => void = () => {},
  ) {
    this.now = read();
    makeAutoObservable<this, 'timer' | 'users' | 'read' | 'jumped'>(
      this,
      { timer: false, users: false, read: false, jumped: false },
      { autoBind: true },
    );
  }

  /** Ticks every second until every caller has called the returned stop. */
  start(): () => void {
    this.tick();
    this.users += 1;
    if (this.users === 1) this.timer = setInterval(this.tick, 1000);
    return () => {
      this.users -= 1;
      if (this.users === 0) clearInterval(this.timer);
    };
  }

  tick() {
    const before = this.now;
    this.now = this.read();
    if (this.users > 0 && Math.abs(this.now - before) >= CLOCK_JUMP_MS) this.jumped();
  }
}
