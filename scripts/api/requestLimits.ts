import type { IncomingMessage } from 'node:http';
import { RequestRefused } from './requestGuard';

/** How much a request may send and how long it may take, so one slow or huge request cannot hold the server. */
export interface RequestLimits {
  /** The largest body read, in bytes (counted as they arrive: `Content-Length` is not trusted). */
  maxBodyBytes: number;
  /** Time allowed for a request's headers to arrive. */
  headersTimeoutMs: number;
  /** Time allowed for a request's body to arrive once its headers have. */
  bodyTimeoutMs: number;
}

export const DEFAULT_REQUEST_LIMITS: RequestLimits = {
  maxBodyBytes: 1024 * 1024,
  headersTimeoutMs: 10_000,
  bodyTimeoutMs: 30_000,
};

export const BODY_TOO_LARGE_TEXT = 'The request is too large (at most 1 MB)';
export const TOO_SLOW_TEXT = 'The request took too long to arrive';

/**
 * The whole body of a request, refused with 413 as soon as more than the limit has arrived (whatever
 * `Content-Length` said) and with 408 when it does not arrive in time. A refused body is drained, not kept.
 */
export function readBody(incoming: IncomingMessage, limits: RequestLimits): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(incoming.headers['content-length'] ?? 0);
    if (declared > limits.maxBodyBytes) {
      incoming.resume();
      reject(new RequestRefused(413, BODY_TOO_LARGE_TEXT));
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    const stop = (error: Error | null) => {
      clearTimeout(timer);
      incoming.off('data', onData).off('end', onEnd).off('error', onError);
      if (!error) return;
      incoming.resume();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.maxBodyBytes) stop(new RequestRefused(413, BODY_TOO_LARGE_TEXT));
      else chunks.push(chunk);
    };
    const onEnd = () => {
      stop(null);
      resolve(Buffer.concat(chunks, received));
    };
    const onError = (error: Error) => stop(error);
    const timer = setTimeout(() => stop(new RequestRefused(408, TOO_SLOW_TEXT)), limits.bodyTimeoutMs);
    incoming.on('data', onData).on('end', onEnd).on('error', onError);
  });
}
