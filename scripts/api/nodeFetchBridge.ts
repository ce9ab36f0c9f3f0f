import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A Fetch API Request from Node's incoming request and its body, already read within the limits (the msw
 * handlers answer Fetch requests).
 */
export function toFetchRequest(incoming: IncomingMessage, origin: string, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = incoming.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(incoming.url ?? '/', origin), {
    method,
    headers,
    ...(hasBody ? { body: new Uint8Array(body) } : {}),
  });
}

/** Writes a Fetch API Response, plus extra headers (CORS), to Node's server response. */
export async function writeFetchResponse(
  response: Response,
  outgoing: ServerResponse,
  extraHeaders: Record<string, string>,
) {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  outgoing.writeHead(response.status, { ...headers, ...extraHeaders, 'content-length': String(body.length) });
  outgoing.end(body);
}
