/** A clock tests move by hand (for OTP expiry and the like). */
export class TestClock {
  constructor(private current = Date.UTC(2026, 10, 22, 6, 30)) {}

  readonly now = () => this.current;

  advance(ms: number) {
    this.current += ms;
  }
}
