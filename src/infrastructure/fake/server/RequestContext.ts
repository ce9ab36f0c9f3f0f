/** What the fake server knows about a request: the bearer token and the Idempotency-Key, if they were sent. */
export interface RequestContext {
  token?: string;
  idempotencyKey?: string;
}

export type Clock = () => number;
