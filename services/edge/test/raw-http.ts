import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Everything the server wrote, head and body. */
  raw: string;
}

function decodeChunked(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const eol = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, eol), 16);
    if (!(size > 0)) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 2 + size + 2);
  }
}

/**
 * Writes `request` byte for byte on a new connection and reads the answer until the server
 * closes it: requests no HTTP client would send (malformed framing, raw URLs) reach the server
 * as written.
 */
export function rawRequest(port: number, request: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server may cut the connection right after its answer (a refused request): what it wrote counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('latin1');
      const split = raw.indexOf('\r\n\r\n');
      if (split < 0) return reject(new Error(`no answer: ${JSON.stringify(raw)}`));
      const [statusLine = '', ...lines] = raw.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const body = raw.slice(split + 4);
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: Buffer.from(headers['transfer-encoding'] === 'chunked' ? decodeChunked(body) : body, 'latin1').toString('utf8'),
        raw,
      });
    });
  });
}

/** A well-formed request with `Connection: close`, its path sent exactly as given. */
export function httpRequest(port: number, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  const headers = { Host: 'edge.test', Connection: 'close', ...options.headers, ...(options.body !== undefined ? { 'Content-Length': String(Buffer.byteLength(options.body)) } : {}) };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  return rawRequest(port, `${options.method ?? 'GET'} ${path} HTTP/1.1\r\n${head}\r\n${options.body ?? ''}`);
}

/** A port with nothing listening on it (taken from the system, then released). */
export async function refusingPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A server that accepts connections and never answers (an API instance that hangs). */
export async function silentServer(): Promise<{ port: number; connections(): number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => sockets.size,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Whether a new connection to `port` is refused (the server stopped accepting). */
export function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });
}

/** Polls `condition` until it holds, for at most `ms`: waits for a state, not for a time. */
export async function until(condition: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Splits what a connection received into its answers (each with Content-Length). */
export function splitAnswers(raw: string): RawResponse[] {
  const answers: RawResponse[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const split = rest.indexOf('\r\n\r\n');
    const [statusLine = '', ...lines] = rest.slice(0, split).split('\r\n');
    const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    const length = Number(headers['content-length'] ?? 0);
    const body = rest.slice(split + 4, split + 4 + length);
    answers.push({ status: Number(statusLine.split(' ')[1]), headers, body: Buffer.from(body, 'latin1').toString('utf8'), raw: rest.slice(0, split + 4 + length) });
    rest = rest.slice(split + 4 + length);
  }
  return answers;
}
