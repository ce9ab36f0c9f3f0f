import { request } from 'node:http';

export interface LoopbackAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export interface LoopbackRequest {
  method?: string;
  /** The request target as sent (a path, or anything a client could put there). */
  target: string;
  headers?: Record<string, string>;
  /** Sent as given; an array is sent chunk by chunk without a Content-Length (chunked). */
  body?: string | Buffer | Buffer[];
}

/**
 * One request to a server on 127.0.0.1 with full control of the target and headers (Host included), which
 * fetch does not give. A request the server refuses mid-body may end in a reset: the answer received counts.
 */
export function sendTo(url: string, { method = 'GET', target, headers = {}, body }: LoopbackRequest) {
  const { port } = new URL(url);
  return new Promise<LoopbackAnswer>((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method, path: target, headers, setHost: !('Host' in headers) });
    outgoing.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          text: Buffer.concat(chunks).toString(),
        }),
      );
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    if (Array.isArray(body)) for (const chunk of body) outgoing.write(chunk);
    else if (body !== undefined) outgoing.write(body);
    outgoing.end();
  });
}
