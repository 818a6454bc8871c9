import net from 'node:net';

/**
 * A load balancer for tests in front of local instances: each new connection goes to the port
 * `pick` names (a test decides by the instances' health); `connections` lists where each went.
 */
export function tcpBalancer(pick: () => number) {
  const sockets = new Set<net.Socket>();
  const connections: number[] = [];
  const server = net.createServer((socket) => {
    const port = pick();
    connections.push(port);
    const upstream = net.connect(port, '127.0.0.1');
    sockets.add(socket).add(upstream);
    socket.pipe(upstream).pipe(socket);
    const drop = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  return {
    connections,
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
