import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { breachCatalogue, breachedAccount } from './hibp';
import { githubAvatar, searchCommits, searchUsers } from './github';
import { gravatarProfile } from './gravatar';
import { avatar } from './libravatar';
import { vksByEmail } from './openpgp-keys';
import { gitlabAvatar, gitlabUser, gitlabUsers } from './gitlab';
import { rdapBootstrap, rdapDomain, website } from './rdap';
import { profileSite } from './sites';
import { json, send, type StubReply, type StubRequest } from './http';
import { personChangeRoute } from './person-changes';
import { applyFault, faultFor, STUB_SERVICES, type StubFault, type StubService } from './faults';

export interface StubServerOptions {
  /** How long `slow@example.com` takes to be answered. */
  slowMs: number;
  /** When set, HIBP accepts only this key; otherwise any non-empty key. */
  hibpApiKey?: string;
  /** Services that fail below HTTP from the start (see faults.ts); changed later with `setFault`. */
  faults?: Partial<Record<StubService, StubFault>>;
  /** How often a trickling answer sends its next byte (default 500 ms). */
  trickleMs?: number;
}

export interface StubServer {
  server: Server;
  cancelPending(): void;
  /** Makes a service (or all three) fail one way from now on; null answers normally again. */
  setFault(service: StubService | 'all', fault: StubFault | null): void;
  /** Connections to the stand-ins that are open right now, counted on the server's side. */
  openConnections(): number;
}

/** A path of the stand-ins, the service it stands in for (its fault switch; null: none) and its answer. */
type Route = [RegExp, StubService | null, (request: StubRequest, params: string[], options: StubServerOptions) => StubReply | Promise<StubReply>];

// The services are the source catalogue's (each source's `standIn.service`, docs/architecture.md#add-a-source).
const ROUTES: Route[] = [
  [/^\/v3\/profiles\/([^/]+)$/, 'gravatar', (r, [id], o) => gravatarProfile(r, id!, o.slowMs)],
  // Gravatar's and Libravatar's path (one service on the stand-in).
  [/^\/avatar\/([0-9a-f]+)$/i, 'gravatar', (r, [hash], o) => avatar(r, hash!, o.slowMs)],
  [/^\/search\/users$/, 'github', (r, _p, o) => searchUsers(r, o.slowMs)],
  [/^\/search\/commits$/, 'github', (r, _p, o) => searchCommits(r, o.slowMs)],
  [/^\/avatars\/u\/(\d+)$/, 'github', (_r, [id]) => githubAvatar(id!)],
  [/^\/api\/v3\/breachedaccount\/([^/]+)$/, 'hibp', (r, [account], o) => breachedAccount(r, account!, { slowMs: o.slowMs, apiKey: o.hibpApiKey })],
  [/^\/api\/v3\/breaches$/, 'hibp', (r) => breachCatalogue(r)],
  // docs/decisions.md#sources: keys.openpgp.org, GitLab, RDAP (IANA's bootstrap and the registries), websites, profile sites.
  [/^\/vks\/v1\/by-email\/([^/]+)$/, 'openpgp', (r, [email], o) => vksByEmail(r, email!, o.slowMs)],
  [/^\/api\/v4\/users$/, 'gitlab', (r, _p, o) => gitlabUsers(r, o.slowMs)],
  [/^\/api\/v4\/users\/(\d+)$/, 'gitlab', (r, [id]) => gitlabUser(r, id!)],
  [/^\/uploads\/-\/system\/user\/avatar\/(\d+)\/avatar\.svg$/, 'gitlab', (_r, [id]) => gitlabAvatar(id!)],
  [/^\/rdap\/dns\.json$/, 'rdap', (r) => rdapBootstrap(r)],
  [/^\/rdap\/[a-z]+\/domain\/([^/]+)$/, 'rdap', (r, [name], o) => rdapDomain(r, name!, o.slowMs)],
  [/^\/websites\/([^/]+)\/$/, 'rdap', (_r, [domain]) => website(domain!)],
  [/^\/sites\/[^/]+\//, 'sites', (r) => profileSite(r.url)],
  [/^\/health$/, null, () => json(200, { status: 'ok' })],
];

/** The route a path asks for, and what it captured. */
function routeOf(pathname: string): { route: Route; params: string[] } | null {
  for (const route of ROUTES) {
    const match = route[0].exec(pathname);
    if (match) return { route, params: match.slice(1) };
  }
  return null;
}

/** A control request's body (small: a change of one person). */
async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 64_000) break;
  }
  return body;
}

/** The three stand-ins on one port: their paths do not overlap. */
export function createStubServer(options: StubServerOptions): StubServer {
  const pending = new Set<() => void>();
  const modes = new Map<StubService, StubFault>(Object.entries(options.faults ?? {}) as Array<[StubService, StubFault]>);
  let connections = 0;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    const request: StubRequest = {
      url,
      headers: req.headers,
      origin: url.origin,
      delay: (ms) =>
        new Promise<void>((resolve) => {
          const cancel = () => {
            clearTimeout(timer);
            pending.delete(cancel);
          };
          const timer = setTimeout(() => (cancel(), resolve()), ms);
          pending.add(cancel);
          // A caller that gives up (its own timeout) is never answered: the promise stays open.
          res.once('close', cancel);
        }),
    };
    const found = routeOf(url.pathname);
    const fault = faultFor(url, found?.route[1] ?? null, modes);
    if (fault) {
      return applyFault(fault, req, res, options.trickleMs ?? 500, (cancel) => {
        pending.add(cancel);
        res.once('close', () => pending.delete(cancel));
      });
    }
    if (req.method === 'POST' && url.pathname === '/_stand-in/person-changes') return send(res, personChangeRoute(await readBody(req)));
    if (req.method !== 'GET') return send(res, json(405, { message: 'Method not allowed' }));
    if (found) return send(res, await found.route[2](request, found.params, options));
    send(res, json(404, { message: 'Not Found' }));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[source-stubs] request failed', error);
      if (!res.headersSent) send(res, json(500, { message: 'stub failure' }));
    });
  });
  server.on('connection', (socket) => {
    connections += 1;
    socket.once('close', () => (connections -= 1));
  });
  return {
    server,
    cancelPending: () => {
      for (const cancel of [...pending]) cancel();
    },
    setFault(service, fault) {
      for (const each of service === 'all' ? STUB_SERVICES : [service]) {
        if (fault) modes.set(each, fault);
        else modes.delete(each);
      }
    },
    openConnections: () => connections,
  };
}
