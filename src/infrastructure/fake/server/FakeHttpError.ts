/** A refusal of the fake server, carried to the adapters (as an AppError) or to msw (as an HTTP response). */
export class FakeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { success: false; message: string },
  ) {
    super(body.message);
    this.name = 'FakeHttpError';
  }
}

export const refuse = (status: number, message: string) => new FakeHttpError(status, { success: false, message });
