/** What the fake server knows about a request: the bearer token, if one was sent. */
export interface RequestContext {
  token?: string;
}

export type Clock = () => number;
