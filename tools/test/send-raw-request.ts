import { connect } from 'node:net';

export type RawResponse = { status: number; headers: Record<string, string>; body: string };

/**
 * Sends bytes as they are over a new connection and reads until the server closes it: for what
 * inject() cannot send (a header over Node's limit, a broken Content-Length, a dot segment that a
 * URL parser would resolve). Send `Connection: close` (or HTTP/1.0), so that the server closes.
 */
export async function sendRawRequest(port: number, request: string | Buffer): Promise<RawResponse> {
  const raw = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Written without a half-close: Node drops a pending answer to a client that has ended its side.
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may close while the request is still being written: what it answered is what counts.
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
    socket.on('close', () => resolve(Buffer.concat(chunks)));
  });
  const split = raw.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = raw.subarray(0, split).toString('latin1').split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: raw.subarray(split + 4).toString('utf8') };
}
