import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  text: string;
}

/**
 * Sends bytes as they are (framings a client library would refuse to write) and reads the whole
 * answer until the server closes. `halfClose` ends the sending side right after the request.
 */
export function rawRequest(port: number, request: string, options: { halfClose?: boolean; timeoutMs?: number } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setTimeout(options.timeoutMs ?? 15_000, () => {
      socket.destroy();
      reject(new Error(`no answer within ${options.timeoutMs ?? 15_000} ms; got so far: ${JSON.stringify(text)}`));
    });
    socket.on('connect', () => {
      socket.write(request);
      if (options.halfClose) socket.end();
    });
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body: rest.join('\r\n\r\n'), text });
    });
  });
}
