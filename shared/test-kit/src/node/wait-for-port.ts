import net from 'node:net';
import { waitFor, type WaitOptions } from './wait-for';

function accepts(port: number, host: string): Promise<boolean> {
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
  await waitFor(() => accepts(port, host), { timeoutMs, intervalMs, what: `a listener on port ${port}` });
}
