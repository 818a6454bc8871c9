import net from 'node:net';
import { waitFor, type WaitOptions } from './wait-for';

/** True when something accepts a TCP connection on the port right now. */
export function acceptsConnections(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Resolves once something accepts TCP connections on the port, or rejects after the timeout. */
export async function waitForPort(port: number, { host = '127.0.0.1', timeoutMs = 120_000, intervalMs = 250 }: Pick<WaitOptions, 'timeoutMs' | 'intervalMs'> & { host?: string } = {}): Promise<void> {
  await waitFor(() => acceptsConnections(port, host), { timeoutMs, intervalMs, what: `a listener on port ${port}` });
}
