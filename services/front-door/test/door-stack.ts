import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Socket } from 'node:net';
import { freePort, waitFor, waitForPort } from '@mailscout/test-kit/node';
import { prepareFrontDoor, type FrontDoorSpec } from '../src';

/**
 * A stand-in API instance behind the real door: it answers what the door's behaviour depends on
 * and counts what reached it. `kill` cuts every connection and stops listening, as a killed
 * process would; `start` brings it back on the same port.
 */
export interface Instance {
  name: string;
  port: number;
  /** Requests that reached it, by path. */
  seen: string[];
  /** Open event streams. */
  streams: Set<http.ServerResponse>;
  health: number;
  kill(): Promise<void>;
  start(): Promise<void>;
}

function instance(name: string, port: number, behaviour: { resetOn?: string }): Instance {
  const sockets = new Set<Socket>();
  let server: http.Server | undefined;
  const self: Instance = {
    name,
    port,
    seen: [],
    streams: new Set(),
    health: 200,
    async kill() {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
      server = undefined;
    },
    async start() {
      server = http.createServer((request, response) => {
        const url = request.url ?? '';
        if (url === '/api/health') {
          response.writeHead(self.health, { 'content-type': 'application/json' }).end(`{"status":"${self.health === 200 ? 'ok' : 'degraded'}"}`);
          return;
        }
        self.seen.push(`${request.method} ${url}`);
        if (behaviour.resetOn && url === behaviour.resetOn) {
          request.socket.destroy(); // the connection breaks before any answer
          return;
        }
        if (url.endsWith('/events')) {
          response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
          response.write(': open\n\n');
          self.streams.add(response);
          response.on('close', () => self.streams.delete(response));
          return;
        }
        request.resume();
        request.on('end', () => {
          const requestId = request.headers['x-request-id'] ?? null;
          const body = JSON.stringify({ name, forwardedFor: request.headers['x-forwarded-for'] ?? null, from: request.socket.remoteAddress, host: request.headers.host ?? null, requestId });
          response.writeHead(200, { 'content-type': 'application/json' }).end(body);
        });
      });
      server.on('connection', (socket: Socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    },
  };
  return self;
}

/** A stand-in edge: pages and the runtime configuration (its health check); a page names the request id it was given and where from. */
function edge(port: number): { close(): Promise<void>; server: http.Server } {
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    if (request.url === '/runtime-config.json') response.writeHead(200, { 'content-type': 'application/json' }).end('{"remotes":[]}');
    else response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><p>page ${request.url}</p><p>id ${String(request.headers['x-request-id'])} from ${request.socket.remoteAddress}</p>`);
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(port, '127.0.0.1');
  return {
    server,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface DoorStack {
  url: string;
  port: number;
  instances: Instance[];
  edge: { close(): Promise<void> };
  spec: FrontDoorSpec;
  /** The door's log lines so far (HAProxy's output). */
  log(): string;
  /** nginx's access log so far, one JSON line per request. */
  accessLog(): string;
  close(): Promise<void>;
}

export interface DoorStackOptions {
  streamsPerInstance?: number;
  pinHeader?: string;
  /** A path instance 1 answers by breaking the connection. */
  resetOn?: string;
  /** A load balancer in front of the door whose X-Request-Id is kept (docs/architecture.md#request-id). */
  trustedUpstreams?: string[];
}

/** The real door (nginx, then HAProxy), configured by the package, in front of two stand-in instances and a stand-in edge. */
export async function startDoorStack(options: DoorStackOptions = {}): Promise<DoorStack> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'front-door-'));
  const ports = new Set<number>();
  while (ports.size < 5) ports.add(await freePort());
  const [doorPort, balancerPort, edgePort, ...apiPorts] = [...ports];
  const instances = apiPorts.map((port, i) => instance(`api-${i + 1}`, port as number, i === 0 ? { resetOn: options.resetOn } : {}));
  await Promise.all(instances.map((one) => one.start()));
  const theEdge = edge(edgePort as number);
  const spec: FrontDoorSpec = {
    listen: { host: '127.0.0.1', port: doorPort as number },
    balancer: { host: '127.0.0.1', port: balancerPort as number },
    doorAddress: '127.0.0.3',
    apis: instances.map((one) => ({ name: one.name, host: '127.0.0.1', port: one.port })),
    edges: [{ name: 'edge-1', host: '127.0.0.1', port: edgePort as number }],
    sourceAddress: '127.0.0.2',
    streamsPerInstance: options.streamsPerInstance ?? 1000,
    requestsPerInstance: 256,
    maxBodyBytes: 64 * 1024,
    dir,
    ...(options.pinHeader ? { pinHeader: options.pinHeader } : {}),
    ...(options.trustedUpstreams ? { trustedUpstreams: options.trustedUpstreams } : {}),
  };
  const prepared = prepareFrontDoor(spec);
  let output = '';
  const doors: ChildProcess[] = [prepared.haproxy, prepared.nginx].map((part) => {
    // Its own process group: nginx's worker outlives a master that is killed alone.
    const child = spawn(part.command, part.args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return child;
  });
  await Promise.all([waitForPort(spec.balancer.port, { timeoutMs: 20_000 }), waitForPort(spec.listen.port, { timeoutMs: 20_000 })]);
  const url = `http://127.0.0.1:${spec.listen.port}`;
  // In rotation: both instances answered a request through the door.
  await waitFor(async () => {
    const names = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const res = await fetch(`${url}/api/who`);
      if (res.status === 200) names.add(((await res.json()) as { name: string }).name);
    }
    return names.size === instances.length || undefined;
  }, { timeoutMs: 20_000, retryErrors: true, what: 'both instances answering through the door' });
  return {
    url,
    port: spec.listen.port,
    instances,
    edge: theEdge,
    spec,
    log: () => output,
    accessLog: () => (fs.existsSync(path.join(dir, 'access.log')) ? fs.readFileSync(path.join(dir, 'access.log'), 'utf8') : ''),
    async close() {
      await Promise.all(
        doors.map((child) => {
          const exited = new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)));
          if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
          return exited;
        }),
      );
      for (const one of instances) for (const stream of one.streams) stream.destroy();
      await Promise.all([...instances.map((one) => one.kill()), theEdge.close()]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
