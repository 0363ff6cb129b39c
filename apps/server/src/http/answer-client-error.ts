import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { clientErrorStatus, describeFrameworkError } from './framework-error-messages';

type ClientError = Error & { code?: string };
type ServerSocket = Socket & { _httpMessage?: { headersSent?: boolean } | null };

/**
 * A request Node's HTTP parser refuses (headers over its 16 KB, a broken Content-Length, an unknown
 * method, a timeout) never becomes a Fastify request: Fastify's own answer is English
 * `{"error": …}`. This writes our `{detail}` on the socket instead and closes it.
 */
export function answerClientError(error: ClientError, socket: ServerSocket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // As Node's own handler: never write into the middle of a response already under way.
  if (socket.writable && !socket._httpMessage?.headersSent) {
    const status = (error.code !== undefined && clientErrorStatus[error.code]) || 400;
    const body = JSON.stringify({ detail: describeFrameworkError(error.code) });
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'X-Content-Type-Options: nosniff',
      'Connection: close',
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
