import { consoleShutdownLog, gracefulShutdown } from '@mailscout/graceful-shutdown';
import { STUB_FAULTS, STUB_SERVICES, type StubFault, type StubService } from './faults';
import { DEFAULT_SLOW_MS, startSourceStubs } from './index';

/**
 * `pnpm --filter @mailscout/source-stubs start [--port N] [--host ADDR] [--slow-ms N] [--fault hang|trickle|reset] [--fault-services gravatar,github,hibp]`
 * Env: SOURCE_STUBS_PORT (default 4300), SOURCE_STUBS_DNS_PORT (default 4353, udp), SOURCE_STUBS_HOST, SOURCE_STUBS_SLOW_MS, SOURCE_STUBS_HIBP_API_KEY,
 * SOURCE_STUBS_FAULT, SOURCE_STUBS_FAULT_SERVICES (default all three).
 */
function flag(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index >= 0) return process.argv[index + 1];
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function faults(): Partial<Record<StubService, StubFault>> {
  const fault = flag('fault') ?? process.env.SOURCE_STUBS_FAULT;
  if (!fault) return {};
  if (!STUB_FAULTS.includes(fault as StubFault)) throw new Error(`--fault must be one of ${STUB_FAULTS.join(', ')}`);
  const services = (flag('fault-services') ?? process.env.SOURCE_STUBS_FAULT_SERVICES ?? STUB_SERVICES.join(',')).split(',').map((s) => s.trim());
  const unknown = services.filter((s) => !STUB_SERVICES.includes(s as StubService));
  if (unknown.length) throw new Error(`unknown service in --fault-services: ${unknown.join(', ')}`);
  return Object.fromEntries(services.map((s) => [s, fault as StubFault]));
}

async function main(): Promise<void> {
  const running = await startSourceStubs({
    faults: faults(),
    port: Number(flag('port') ?? process.env.SOURCE_STUBS_PORT ?? 4300),
    host: flag('host') ?? process.env.SOURCE_STUBS_HOST ?? '127.0.0.1',
    slowMs: Number(flag('slow-ms') ?? process.env.SOURCE_STUBS_SLOW_MS ?? DEFAULT_SLOW_MS),
    hibpApiKey: process.env.SOURCE_STUBS_HIBP_API_KEY || undefined,
    dnsPort: Number(flag('dns-port') ?? process.env.SOURCE_STUBS_DNS_PORT ?? 4353),
  });
  console.info(`[source-stubs] source stand-ins listening on ${running.url}, DNS on ${running.dnsServer} (udp)`);
  console.info(`[source-stubs] API settings: ${Object.entries(running.env).map(([k, v]) => `${k}=${v}`).join(' ')}`);
  // docs/deploy.md#graceful-shutdown, as our own processes stop.
  gracefulShutdown({ name: 'source-stubs', timeoutMs: 10_000, log: consoleShutdownLog(), steps: [{ name: 'close', run: () => running.close() }] });
}

main().catch((error: unknown) => {
  console.error('[source-stubs] failed to start', error);
  process.exit(1);
});
