/** The options of `pnpm start:prod`. */
export interface ProdArgs {
  /** The front door's port (what visitors reach); the release store takes the next. */
  webPort: number;
  /** The first API instance's port; the stand-ins and MongoDB follow (prod-ports.ts). */
  servicePort: number;
  instances: number;
  dataDir: string;
  memory: boolean;
  /** Rebuild even when builds exist. */
  build: boolean;
  /** The request header that pins an API instance, when `--upstream-pin` is given. */
  pinHeader: string | undefined;
  /** The front door in front (default); `--no-front-door` runs the earlier edge-only topology (the benchmark's baseline). */
  frontDoor: boolean;
  /** Name a test company (prod-company.ts) where the environment names none. */
  testCompany: boolean;
}

export const PIN_HEADER = 'X-MailScout-Upstream';

export const PROD_USAGE = `usage: pnpm start:prod [--web-port 8080] [--service-port 8100] [--instances 2] [--data .data/prod]
                       [--memory] [--build] [--upstream-pin] [--no-front-door] [--test-company]
environment: COMPANY_NAME, COMPANY_NUMBER, COMPANY_REGISTERED_ADDRESS, COMPANY_CONTACT_EMAIL (required: the API runs
             as production; --test-company names a test company instead),
             MONGODB_URI (an outside MongoDB instead of the embedded one), SESSION_SECRET, OTP_SECRET, SUPPRESSION_KEY,
             STREAMS_MAX (event streams per instance; the door's stream pool follows it), NGINX_BIN, HAPROXY_BIN`;

export function parseProdArgs(argv: readonly string[]): ProdArgs {
  const args: ProdArgs = { webPort: 8080, servicePort: 8100, instances: 2, dataDir: '.data/prod', memory: false, build: false, pinHeader: undefined, frontDoor: true, testCompany: false };
  const port = (flag: string, value: string | undefined) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > 65_000) throw new Error(`${flag} needs a port number\n${PROD_USAGE}`);
    return n;
  };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = () => argv[(i += 1)];
    if (flag === '--web-port') args.webPort = port(flag, value());
    else if (flag === '--service-port') args.servicePort = port(flag, value());
    else if (flag === '--instances') args.instances = Number(value());
    else if (flag === '--data') args.dataDir = value() ?? args.dataDir;
    else if (flag === '--memory') args.memory = true;
    else if (flag === '--build') args.build = true;
    else if (flag === '--upstream-pin') args.pinHeader = PIN_HEADER;
    else if (flag === '--no-front-door') args.frontDoor = false;
    else if (flag === '--test-company') args.testCompany = true;
    else if (flag !== '--') throw new Error(`unknown option ${flag}\n${PROD_USAGE}`);
  }
  if (!Number.isInteger(args.instances) || args.instances < 1 || args.instances > 9) throw new Error(`--instances must be between 1 and 9\n${PROD_USAGE}`);
  return args;
}
