import type { IncomingMessage, ServerResponse } from 'node:http';
import { STAND_IN_SERVICES, type StandInService } from '@mailscout/contracts';
import { gravatarHash } from './gravatar';

/**
 * Ways a networked service fails below HTTP (docs/architecture.md#scans-end), to prove every call still ends:
 * - `hang`: the connection is accepted and the request read, and nothing is ever answered;
 * - `trickle`: 200 and headers at once, then one byte of a body that never completes every
 *   `trickleMs` (defeats a per-chunk body timeout; only a whole-call deadline ends it);
 * - `reset`: the connection is reset (TCP RST) as soon as the request arrives.
 */
export type StubFault = 'hang' | 'trickle' | 'reset';
export const STUB_FAULTS: readonly StubFault[] = ['hang', 'trickle', 'reset'];

/** The services of these stand-ins: each source's `standIn.service` in the source catalogue (docs/architecture.md#add-a-source). */
export type StubService = StandInService;
export const STUB_SERVICES: readonly StubService[] = STAND_IN_SERVICES;

/** Addresses that make every networked stand-in fail one of these ways, whatever the mode. */
export const FAULT_ADDRESSES: Readonly<Record<StubFault, string>> = {
  hang: 'hang@example.com',
  trickle: 'trickle@example.com',
  reset: 'reset@example.com',
};

const FAULT_BY_HASH = new Map(STUB_FAULTS.map((fault) => [gravatarHash(FAULT_ADDRESSES[fault]), fault]));

/**
 * The fault a request meets: the mode of its service (the service of the route it asks, in
 * server.ts), else one named by a fault address.
 */
export function faultFor(url: URL, service: StubService | null, modes: ReadonlyMap<StubService, StubFault>): StubFault | null {
  const mode = service ? modes.get(service) : undefined;
  if (mode) return mode;
  const hash = url.pathname.split('/').at(-1) ?? '';
  const byHash = FAULT_BY_HASH.get(hash.toLowerCase());
  if (byHash) return byHash;
  let text: string;
  try {
    text = decodeURIComponent(`${url.pathname}${url.search}`).toLowerCase();
  } catch {
    return null;
  }
  return STUB_FAULTS.find((fault) => text.includes(FAULT_ADDRESSES[fault])) ?? null;
}

/** Fails the request the given way; `onCancel` registers what stops a trickle at close. */
export function applyFault(fault: StubFault, req: IncomingMessage, res: ServerResponse, trickleMs: number, onCancel: (cancel: () => void) => void): void {
  if (fault === 'reset') {
    req.socket.resetAndDestroy();
    return;
  }
  if (fault === 'hang') return; // never answered; the socket stays open until the caller gives up
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(1 << 30) });
  res.write('{');
  const timer = setInterval(() => res.write(' '), trickleMs);
  const cancel = () => clearInterval(timer);
  res.once('close', cancel);
  onCancel(cancel);
}
