/** @jest-environment node */
import http from 'node:http';
import net from 'node:net';
import { freePort, waitFor, waitForPort, waitForUrl } from '../src/node';

describe('freePort', () => {
  it('answers a port a server can then listen on', async () => {
    const port = await freePort();
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
    expect((server.address() as net.AddressInfo).port).toBe(port);
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('waitFor', () => {
  it('resolves with the first truthy answer of the check', async () => {
    let calls = 0;
    await expect(waitFor(() => (++calls >= 3 ? `after ${calls}` : null), { intervalMs: 1 })).resolves.toBe('after 3');
  });

  it('rejects after the timeout, naming what it waited for', async () => {
    await expect(waitFor(() => false, { timeoutMs: 30, intervalMs: 5, what: 'the mail' })).rejects.toThrow('the mail not met within 30 ms');
  });

  it('fails at once on a check that throws, unless errors are retried', async () => {
    let calls = 0;
    const failing = () => {
      calls += 1;
      throw new Error('boom');
    };
    await expect(waitFor(failing, { timeoutMs: 1_000 })).rejects.toThrow('boom');
    expect(calls).toBe(1);
    await expect(waitFor(() => (++calls > 3 ? 'up' : failing()), { retryErrors: true, intervalMs: 1 })).resolves.toBe('up');
  });
});

describe('waitForUrl, waitFor(url) and waitForPort', () => {
  it('wait until a server answers 2xx, and report the last status when it does not', async () => {
    let healthy = false;
    const server = http.createServer((_request, response) => response.writeHead(healthy ? 200 : 503).end());
    const port = await freePort();
    await expect(waitForUrl(`http://127.0.0.1:${port}/health`, { timeoutMs: 100, intervalMs: 10 })).rejects.toThrow(/not met within 100 ms \(.*fetch failed/);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    await waitForPort(port, { timeoutMs: 2_000, intervalMs: 10 });
    await expect(waitFor(`http://127.0.0.1:${port}/health`, { timeoutMs: 100, intervalMs: 10 })).rejects.toThrow('HTTP 503');
    healthy = true;
    await expect(waitFor(`http://127.0.0.1:${port}/health`, { timeoutMs: 2_000 })).resolves.toBeUndefined();
    await new Promise((resolve) => server.close(resolve));
  });

  it('waitForPort rejects when nothing listens', async () => {
    const port = await freePort();
    await expect(waitForPort(port, { timeoutMs: 50, intervalMs: 10 })).rejects.toThrow(`a listener on port ${port} not met within 50 ms`);
  });
});
