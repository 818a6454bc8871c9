import { DEFAULT_DBPATH, DEFAULT_PORT, type EmbeddedMongoOptions } from './index';

export const USAGE = `usage: tsx src/cli.ts [--port 27018] [--dbpath .data/mongo] [--memory] [--host 127.0.0.1]
                    [--ttl-sweep-ms 1000] [--no-sync] [--compact-bytes 33554432] [--repair]
environment: EMBEDDED_MONGO_PORT, EMBEDDED_MONGO_DBPATH, EMBEDDED_MONGO_MEMORY=1`;

function numberArg(flag: string, value: string | undefined): number {
  const n = Number(value);
  if (value === undefined || value === '' || !Number.isInteger(n) || n < 0) throw new Error(`${flag} needs a non-negative integer`);
  return n;
}

/** Command line flags win over environment variables, which win over defaults. */
export function parseCliArgs(argv: string[], env: NodeJS.ProcessEnv): EmbeddedMongoOptions & { help?: boolean } {
  const options: EmbeddedMongoOptions & { help?: boolean } = {
    port: env.EMBEDDED_MONGO_PORT ? numberArg('EMBEDDED_MONGO_PORT', env.EMBEDDED_MONGO_PORT) : DEFAULT_PORT,
    dbPath: env.EMBEDDED_MONGO_DBPATH || DEFAULT_DBPATH,
    memory: env.EMBEDDED_MONGO_MEMORY === '1' || env.EMBEDDED_MONGO_MEMORY === 'true',
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--':
        // `pnpm start -- --memory` passes the separator through.
        break;
      case '--port':
        options.port = numberArg(flag, value());
        break;
      case '--dbpath': {
        const dir = value();
        if (!dir) throw new Error('--dbpath needs a directory');
        options.dbPath = dir;
        break;
      }
      case '--host':
      case '--bind_ip':
        options.host = value();
        break;
      case '--memory':
        options.memory = true;
        break;
      case '--ttl-sweep-ms':
        options.ttlSweepMs = numberArg(flag, value());
        break;
      case '--no-sync':
        options.sync = false;
        break;
      case '--compact-bytes':
        options.compactThresholdBytes = numberArg(flag, value());
        break;
      case '--repair':
        options.repair = true;
        break;
      case '--help':
      case '-h':
        options.help = true;
        break;
      default:
        throw new Error(`unknown option ${arg}`);
    }
  }
  return options;
}
