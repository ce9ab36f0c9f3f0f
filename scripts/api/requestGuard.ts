import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { OriginPolicy } from './cors';

/** Which `Host` names the demo API answers to, besides IP literals and localhost on its own port. */
export type HostPolicy = (host: string | undefined) => boolean;

/** A refusal of the request pipeline, answered as `{ success: false, message }` with its status. */
export class RequestRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const FOREIGN_ORIGIN_TEXT = 'This page is not allowed to call the RailBite demo API';
export const FOREIGN_HOST_TEXT = 'The RailBite demo API answers only on its own address';
export const BAD_TARGET_TEXT = 'The request path is not valid';

/**
 * The server's own names: an IP literal or localhost (a DNS name that a stranger's domain could be rebound to
 * is refused), or a name listed in API_ALLOWED_HOSTS (comma-separated, e.g. `railbite.local`); always with the
 * server's port.
 */
export function hostPolicy(port: number, allowedNames: string | undefined): HostPolicy {
  const listed = new Set(
    (allowedNames ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  return (host) => {
    const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i.exec(host?.trim() ?? '');
    if (!match) return false;
    const name = match[1]!.toLowerCase();
    const named = listed.has(name) || name === 'localhost' || isIP(name.replace(/^\[|\]$/g, '')) !== 0;
    return named && Number(match[2] ?? 80) === port;
  };
}

/**
 * Refuses (403), before any handler runs, a request from a browser page that is not allowed (an `Origin`
 * header outside the policy: a `no-cors` POST would otherwise still run and only lose its CORS headers) and a
 * request for another host name (DNS rebinding: a stranger's domain resolved to this machine); refuses (400) a
 * target that is not a path on this server (`//elsewhere/`, `http://…`, an unparsable one).
 */
export function guardRequest(incoming: IncomingMessage, allowsOrigin: OriginPolicy, allowsHost: HostPolicy) {
  const { headers } = incoming;
  if (!allowsHost(headers.host)) throw new RequestRefused(403, FOREIGN_HOST_TEXT);
  const origin = headers.origin;
  if (origin !== undefined && !allowsOrigin(origin)) throw new RequestRefused(403, FOREIGN_ORIGIN_TEXT);
  if (!isOwnPath(incoming.url ?? '')) throw new RequestRefused(400, BAD_TARGET_TEXT);
}

function isOwnPath(target: string) {
  if (!target.startsWith('/') || target.startsWith('//')) return false;
  try {
    const url = new URL(target, 'http://127.0.0.1/');
    // The route matching decodes the path: a broken escape (`%ZZ`) is the client's error, not the server's.
    decodeURIComponent(url.pathname);
    return url.host === '127.0.0.1';
  } catch {
    return false;
  }
}
