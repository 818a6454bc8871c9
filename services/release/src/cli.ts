import os from 'node:os';
import { processLogger, type Logger } from '@mailscout/logging';
import { buildRelease, type RunBuild } from './build-release';
import { checkRelease, type BrowserCheck } from './check-release';
import { formatVerdict } from './gate/run-gate';
import { promoteRelease } from './promote';
import { releaseOfUrl } from './release-url';
import { rollbackRelease } from './rollback';
import { releaseSettings, type ReleaseSettings } from './settings';
import { formatStatus, releaseStatus } from './status';
import { formatVerification, verifyLiveReleases } from './verify';

export const USAGE = `usage: pnpm release <command>
  build <remote> [--label TEXT]                  production build into the store as <version>+<hash>
  check <remote> <release> [--render]            the gate: content against its id, manifests, the
                                                 static rules, scripts, the remote in the live shell
                                                 in headless Chromium (--render: every route too)
  promote <remote> <release> [--canary N] [--by NAME] [--render]
                                                 the gate, then live for everyone or N % of visitors
  rollback <remote> [--by NAME]                  back to the release live before
  status                                         what is live, since when, by whom, canaries
  verify [--render]                              the gate for every live and canary release
environment: RELEASE_STORE (.releases), RELEASE_BASE_URL (where the store is served),
             RUNTIME_CONFIG_FILE (shell/dist/runtime-config.json), SHELL_DIST (shell/dist),
             RELEASE_LOG_FORMAT (json: every line as a JSON log line, for a pipeline's log collector)`;

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  env: NodeJS.ProcessEnv;
  cwd: string;
  build?: RunBuild;
  /** The browser part of the gate (tests of the bookkeeping put a stand-in here). */
  browserCheck?: BrowserCheck;
}

const BOOLEAN_FLAGS = new Set(['--render']);

function parseArgs(argv: string[]) {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (BOOLEAN_FLAGS.has(arg)) flags.set(arg.slice(2), 'yes');
    else if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      const value = inline ?? argv[i + 1];
      if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new Error(`--${name} needs a value`);
      flags.set(name, value);
      if (inline === undefined) i++;
    } else positional.push(arg);
  }
  return { positional, flags };
}

function need(value: string | undefined, what: string): string {
  if (!value) throw new Error(`missing ${what}\n${USAGE}`);
  return value;
}

function who(flags: Map<string, string>, env: NodeJS.ProcessEnv): string {
  return flags.get('by') ?? env.USER ?? env.LOGNAME ?? os.userInfo().username;
}

/** Runs one command; returns the exit code (0 done, 1 refused or failed, 2 wrong usage). */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  let settings: ReleaseSettings;
  let args: ReturnType<typeof parseArgs>;
  try {
    args = parseArgs(argv);
    settings = releaseSettings(io.env, io.cwd);
  } catch (error) {
    io.err((error as Error).message);
    return 2;
  }
  const [command, remote, release] = args.positional;
  try {
    switch (command) {
      case 'build': {
        const made = await buildRelease(settings, need(remote, 'remote'), { label: args.flags.get('label'), runBuild: io.build });
        io.out(`${remote} ${made.release} ${made.created ? 'added to' : 'already in'} ${made.dir}`);
        io.out(made.release);
        return 0;
      }
      case 'check': {
        const verdict = await checkRelease(settings, need(remote, 'remote'), need(release, 'release'), { render: args.flags.has('render'), browserCheck: io.browserCheck });
        io.out(formatVerdict(remote!, release!, verdict));
        return verdict.ok ? 0 : 1;
      }
      case 'promote': {
        const share = args.flags.has('canary') ? Number(args.flags.get('canary')!.replace(/%$/, '')) : undefined;
        const outcome = await promoteRelease(settings, need(remote, 'remote'), need(release, 'release'), {
          canaryShare: share,
          by: who(args.flags, io.env),
          render: args.flags.has('render'),
          browserCheck: io.browserCheck,
        });
        if (!outcome.promoted) {
          io.err(formatVerdict(remote!, release!, outcome.verdict));
          return 1;
        }
        io.out(share === undefined ? `${remote} ${release} is live for everyone` : `${remote} ${release} is the canary for ${share} % of visitors`);
        return 0;
      }
      case 'rollback': {
        const entry = rollbackRelease(settings, need(remote, 'remote'), { by: who(args.flags, io.env) });
        io.out(`${remote} is back to ${releaseOfUrl(entry.after.manifestUrl) ?? entry.after.manifestUrl}${entry.after.canary ? ` (canary ${entry.after.canary.share} %)` : ''}`);
        return 0;
      }
      case 'status':
        io.out(formatStatus(releaseStatus(settings)));
        return 0;
      case 'verify': {
        const results = await verifyLiveReleases(settings, { render: args.flags.has('render'), browserCheck: io.browserCheck });
        (results.every((r) => r.ok) ? io.out : io.err)(formatVerification(results));
        return results.every((r) => r.ok) ? 0 : 1;
      }
      default:
        io.err(USAGE);
        return 2;
    }
  } catch (error) {
    io.err(`release ${command}: ${(error as Error).message}`);
    return 1;
  }
}

/**
 * The CLI's lines as JSON log lines in the one shape of every process (docs/deploy.md#logs): each
 * line of output at `info`, each error at `error`, and one line when the command ends with its
 * `route` (the command), `status` (the exit code) and `durationMs`. Addresses in a line are masked.
 */
export function jsonLogIo(log: Logger): Pick<CliIo, 'out' | 'err'> & { finished(argv: readonly string[], code: number, startedAt: number): void } {
  return {
    out: (line) => log.info(line),
    err: (line) => log.error(line),
    finished: (argv, code, startedAt) =>
      log[code === 0 ? 'info' : 'error']({ route: argv[0] ?? '', status: code, durationMs: Date.now() - startedAt }, `release ${argv[0] ?? ''} ${code === 0 ? 'done' : 'failed'}`),
  };
}

if (require.main === module) {
  const argv = process.argv.slice(2);
  const startedAt = Date.now();
  // A person reads plain lines; a pipeline (RELEASE_LOG_FORMAT=json) collects JSON ones.
  const json = process.env.RELEASE_LOG_FORMAT === 'json' ? jsonLogIo(processLogger('release')) : undefined;
  runCli(argv, { out: json?.out ?? console.log, err: json?.err ?? console.error, env: process.env, cwd: process.cwd() }).then(
    (code) => {
      json?.finished(argv, code, startedAt);
      process.exit(code);
    },
    (error: unknown) => {
      if (json) json.err(error instanceof Error ? (error.stack ?? error.message) : String(error));
      else console.error(error);
      process.exit(1);
    },
  );
}
