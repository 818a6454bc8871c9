import { Engine } from './engine';
import { TcpServer } from './server/tcp-server';

export { spawnEmbeddedMongo, type SpawnedMongo } from './spawn-server';

export interface EmbeddedMongoOptions {
  /** TCP port; 0 picks a free one. Default 27018. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1 (a development server has no authentication). */
  host?: string;
  /** Data directory. Default `.data/mongo` (relative to the working directory). */
  dbPath?: string;
  /** Keep data in memory only: nothing is read from or written to disk. */
  memory?: boolean;
  /** How often expired TTL documents are deleted, in ms. Default 1000. */
  ttlSweepMs?: number;
  /** fdatasync each group commit (default true); false still writes before acknowledging. */
  sync?: boolean;
  /** Journal size that triggers a snapshot + new journal. Default 32 MiB. */
  compactThresholdBytes?: number;
  /**
   * A damaged journal or snapshot stops the start with an error naming file, offset and
   * collection; with `repair` the records before the damage are kept and the damaged files are
   * moved to a damaged-* folder. Default false.
   */
  repair?: boolean;
  /** Receives warnings (e.g. a torn journal record dropped on recovery). Default: silent. */
  log?: (line: string) => void;
}

export interface EmbeddedMongo {
  uri: string;
  port: number;
  stop(): Promise<void>;
}

export const DEFAULT_PORT = 27018;
export const DEFAULT_DBPATH = '.data/mongo';

/**
 * Starts a server speaking the MongoDB wire protocol in this process; connect with the official
 * driver to `uri`. Recovery of an existing data directory happens before this resolves.
 */
export async function startEmbeddedMongo(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const log = options.log ?? (() => undefined);
  const host = options.host ?? '127.0.0.1';
  const engine = new Engine({
    memory: options.memory === true,
    dbPath: options.dbPath ?? DEFAULT_DBPATH,
    sync: options.sync !== false,
    compactThresholdBytes: options.compactThresholdBytes ?? 32 * 1024 * 1024,
    repair: options.repair === true,
    log,
  });
  const server = new TcpServer(engine, log);
  let port: number;
  try {
    port = await server.listen(options.port ?? DEFAULT_PORT, host);
  } catch (error) {
    await engine.close();
    throw error;
  }
  const sweeper = setInterval(() => void engine.sweep(Date.now()), options.ttlSweepMs ?? 1000);
  sweeper.unref();
  let stopping: Promise<void> | undefined;
  return {
    uri: `mongodb://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    stop: () => {
      stopping ??= (async () => {
        clearInterval(sweeper);
        await server.close();
        await engine.close();
      })();
      return stopping;
    },
  };
}
