import { type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { TOO_SLOW_TEXT } from './requestLimits';

/** Node's own refusals, before a request reaches the handlers, by its error code: status and message. */
const REFUSALS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, TOO_SLOW_TEXT],
};
const NOT_HTTP: [number, string] = [400, 'The request is not valid HTTP'];

/**
 * Answers what Node refuses before any handler runs (headers too large or too slow, a request that is not HTTP)
 * with the same JSON error as every other answer, instead of Node's empty one, and closes the connection.
 */
export function answerClientErrors(server: Server) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, message] = REFUSALS[error.code ?? ''] ?? NOT_HTTP;
    const body = JSON.stringify({ success: false, message });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
