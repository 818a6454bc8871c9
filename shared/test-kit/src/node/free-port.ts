import net from 'node:net';

/**
 * A TCP port nothing listens on right now (the OS picks one for a throwaway server), for a child
 * process that must be told its port before it starts (MailDev, the API under e2e).
 */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
