import dgram from 'node:dgram';
import * as packet from 'dns-packet';
import { DOMAINS, FAILING_DOMAINS } from './domains';

export interface StubDnsServer {
  /** host:port, for SOURCES_DNS_SERVER. */
  address: string;
  port: number;
  close(): Promise<void>;
}

type Answer = packet.Answer;

/** The records the stand-in knows; `servfail` for a name whose DNS "fails". */
function answer(question: packet.Question, httpPort: number): { rcode: 'NOERROR' | 'NXDOMAIN' | 'SERVFAIL'; answers: Answer[] } {
  const name = question.name.toLowerCase().replace(/\.$/, '');
  const base = name.replace(/^_avatars(-sec)?\._tcp\./, '');
  if (base === FAILING_DOMAINS.broken || base === FAILING_DOMAINS.rateLimited) return { rcode: 'SERVFAIL', answers: [] };
  const domain = DOMAINS[base];
  if (!domain) return { rcode: 'NXDOMAIN', answers: [] };
  if (question.type === 'MX' && name === base) {
    return { rcode: 'NOERROR', answers: domain.mx.map((mx) => ({ type: 'MX', name: question.name, ttl: 300, data: { preference: mx.priority, exchange: mx.exchange } })) };
  }
  // Only the plain-http record: the stand-in serves no TLS.
  if (question.type === 'SRV' && name === `_avatars._tcp.${base}` && domain.libravatarSrv) {
    return { rcode: 'NOERROR', answers: [{ type: 'SRV', name: question.name, ttl: 300, data: { priority: 0, weight: 0, port: httpPort, target: '127.0.0.1' } }] };
  }
  // The name exists but has no record of that type (NODATA).
  return { rcode: name === base ? 'NOERROR' : 'NXDOMAIN', answers: [] };
}

/**
 * A DNS stand-in over UDP (the real protocol, encoded with dns-packet), so the sources ask DNS
 * exactly as they would in production: Libravatar's SRV for example.com points at the HTTP
 * stand-in, the reserved domains have MX records of recognisable providers.
 */
export async function startDnsServer(options: { port: number; host: string; httpPort: number }): Promise<StubDnsServer> {
  const socket = dgram.createSocket(options.host.includes(':') ? 'udp6' : 'udp4');
  socket.on('message', (message, remote) => {
    let query: packet.Packet;
    try {
      query = packet.decode(message);
    } catch {
      return; // not DNS: dropped, as a server would
    }
    const question = query.questions?.[0];
    const { rcode, answers } = question ? answer(question, options.httpPort) : { rcode: 'SERVFAIL' as const, answers: [] };
    const reply = packet.encode({
      id: query.id,
      type: 'response',
      flags: packet.AUTHORITATIVE_ANSWER | ((query.flags ?? 0) & packet.RECURSION_DESIRED) | packet.RECURSION_AVAILABLE | { NOERROR: 0, SERVFAIL: 2, NXDOMAIN: 3 }[rcode],
      questions: query.questions,
      answers,
    });
    socket.send(reply, remote.port, remote.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(options.port, options.host, () => resolve());
  });
  const port = socket.address().port;
  return {
    address: `${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`,
    port,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
