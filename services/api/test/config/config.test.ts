import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, REAL_STRIPE_JS } from '../../src/config/config';
import { COMPLETE_PRODUCTION_ENV, PRODUCTION_COMPANY, PRODUCTION_SECRETS } from '../production-env';

const STRONG = 'a-production-secret-of-at-least-32-chars';
const PRODUCTION_SECRETS_ONLY = { NODE_ENV: 'production', ...PRODUCTION_SECRETS };
// The company checks on their own: the services are taken care of (no stand-in refused beside them).
const { COMPANY_NAME: _n, COMPANY_NUMBER: _c, COMPANY_REGISTERED_ADDRESS: _r, COMPANY_CONTACT_EMAIL: _e, ...COMPLETE_BUT_COMPANY } = COMPLETE_PRODUCTION_ENV;

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadConfig', () => {
  it('starts with no environment at all, using the embedded defaults', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      // Listening on loopback, only a proxy on this machine may say who the client is.
      http: { host: '127.0.0.1', port: 4000, trustProxy: ['loopback'] },
      logLevel: 'info',
      publicOrigin: 'http://localhost:3000',
      rateLimit: { max: 300, windowMs: 60_000 },
      mongodbUri: 'mongodb://127.0.0.1:27018/mailscout',
    });
    expect(config.secrets.session.length).toBeGreaterThanOrEqual(32);
    expect(config.secrets.otp.length).toBeGreaterThanOrEqual(32);
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      API_PORT: '8080',
      API_HOST: '0.0.0.0',
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: 'https://mailscout.example/',
      RATE_LIMIT_MAX: '50',
      RATE_LIMIT_WINDOW: '30s',
      TRUST_PROXY: '10.0.0.0/8',
      MONGODB_URI: 'mongodb+srv://user:pw@cluster0.example.net/mailscout?retryWrites=true',
    });

    expect(config.http).toEqual({ host: '0.0.0.0', port: 8080, trustProxy: ['10.0.0.0/8'] });
    expect(config.logLevel).toBe('warn');
    expect(config.publicOrigin).toBe('https://mailscout.example');
    expect(config.rateLimit).toMatchObject({ max: 50, windowMs: 30_000 });
  });

  it.each([
    ['false', false],
    ['0', false],
    ['loopback', ['loopback']],
    ['127.0.0.2', ['127.0.0.2']],
    ['10.0.0.0/8, 192.168.1.7,::1', ['10.0.0.0/8', '192.168.1.7', '::1']],
  ])('reads TRUST_PROXY %p as %p (docs/deploy.md#api-instances)', (text, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: text }).http.trustProxy).toEqual(trustProxy);
  });

  it('trusts no proxy by default when the API listens beyond loopback, and refuses true (any client could name itself)', () => {
    expect(loadConfig({ API_HOST: '0.0.0.0' }).http.trustProxy).toBe(false);
    expect(problemsOf({ TRUST_PROXY: 'true' })).toContain('true is refused');
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/99' })).toContain('- TRUST_PROXY:');
  });

  it.each(['1', '2', ' 10 '])('refuses TRUST_PROXY %p, a number of hops (it trusts whoever connects), saying to list the proxies instead', (hops) => {
    const message = problemsOf({ TRUST_PROXY: hops });
    expect(message).toContain("- TRUST_PROXY: must list the proxies' addresses, not a number of hops");
    expect(message).toContain('e.g. TRUST_PROXY=10.0.0.0/8 or TRUST_PROXY=127.0.0.2');
  });

  it.each([
    ['60000', 60_000],
    ['1 minute', 60_000],
    ['15 min', 900_000],
    ['2h', 7_200_000],
  ])('reads RATE_LIMIT_WINDOW %p as %p ms', (text, ms) => {
    expect(loadConfig({ RATE_LIMIT_WINDOW: text }).rateLimit.windowMs).toBe(ms);
  });

  it('treats an empty value as not set', () => {
    expect(loadConfig({ API_PORT: '', LOG_LEVEL: ' ' }).http.port).toBe(4000);
  });

  it('names every bad variable in one error, without repeating confidential values', () => {
    const message = problemsOf({
      API_PORT: 'eighty',
      LOG_LEVEL: 'loud',
      PUBLIC_ORIGIN: 'ftp://files.example',
      RATE_LIMIT_MAX: '0',
      RATE_LIMIT_WINDOW: 'soon',
      TRUST_PROXY: 'yes',
      MONGODB_URI: 'postgres://admin:hunter2@db/mailscout',
      SESSION_SECRET: 'short',
    });

    expect(message).toMatch(/^Invalid configuration/);
    expect(message).toContain('- API_PORT: must be a whole number between 0 and 65535 (received "eighty")');
    expect(message).toContain('- LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (received "loud")');
    expect(message).toContain('- PUBLIC_ORIGIN: must be an http(s) origin');
    expect(message).toContain('- RATE_LIMIT_MAX: must be at least 1 (received "0")');
    expect(message).toContain('- RATE_LIMIT_WINDOW: must be a duration');
    expect(message).toContain('- TRUST_PROXY: must be the comma-separated addresses or CIDR ranges of the proxies');
    expect(message).toContain('- MONGODB_URI: must be a mongodb:// or mongodb+srv:// URL');
    expect(message).toContain('- SESSION_SECRET: must be at least 32 characters long');
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('short');
  });

  it('refuses production without secrets, saying so', () => {
    const message = problemsOf({ NODE_ENV: 'production' });

    expect(message).toContain('- SESSION_SECRET: is required when NODE_ENV is production');
    expect(message).toContain('- OTP_SECRET: is required when NODE_ENV is production');
  });

  it('refuses the development secrets in production', () => {
    const development = loadConfig({});

    const message = problemsOf({ NODE_ENV: 'production', SESSION_SECRET: development.secrets.session, OTP_SECRET: development.secrets.otp });

    expect(message).toContain('- SESSION_SECRET: must not be the development default');
    expect(message).toContain('- OTP_SECRET: must not be the development default');
  });

  it('accepts production with real secrets and every service its real one', () => {
    const config = loadConfig({ ...COMPLETE_PRODUCTION_ENV, SESSION_SECRET: STRONG, OTP_SECRET: `${STRONG}-otp`, SUPPRESSION_KEY: `${STRONG}-suppression`, SUPPRESSION_PREVIOUS_KEYS: ` ${STRONG}-old1 ,${STRONG}-old2` });

    expect(config.isProduction).toBe(true);
    expect(config.rehearsal).toBeNull();
    // Unset in production, Stripe is Stripe (docs/deploy.md#stripe), with the Stripe.js the browser package expects.
    expect(config.stripe).toMatchObject({ apiUrl: 'https://api.stripe.com', emulated: false, jsUrl: REAL_STRIPE_JS });
    expect(config.sources.gravatar.url).toBe('https://api.gravatar.com');
    expect(config.secrets).toEqual({ session: STRONG, otp: `${STRONG}-otp`, suppression: `${STRONG}-suppression`, previousSuppression: [`${STRONG}-old1`, `${STRONG}-old2`] });
    // The postal address is the registered office unless configured; the contacts default to the contact email.
    expect(config.site.company).toEqual({
      name: 'Scout Data Ltd',
      companyNumber: 'SC123456',
      registeredAddress: '1 High Street, Leeds LS1 1AA, United Kingdom',
      postalAddress: '1 High Street, Leeds LS1 1AA, United Kingdom',
      contactEmail: 'hello@scoutdata.co.uk',
      dataProtectionEmail: 'hello@scoutdata.co.uk',
    });
  });

  describe('production refuses stand-ins (docs/deploy.md#stand-ins-refused)', () => {
    // Each development default that points at a stand-in, and why it is one.
    const STAND_IN_DEFAULTS = ['MONGODB_URI', 'SMTP_URL', 'PUBLIC_ORIGIN', 'MAIL_FROM', 'SUPPORT_EMAIL', 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'];

    it('refuses what production accepted before: real secrets and company on the development defaults, naming every stand-in in one message', () => {
      const message = problemsOf({ ...PRODUCTION_SECRETS_ONLY, ...PRODUCTION_COMPANY });

      for (const name of STAND_IN_DEFAULTS) expect(message).toContain(`- ${name}: `);
      expect(message).toContain('- MONGODB_URI: points at a MongoDB (the embedded server by default) on this machine');
      expect(message).toContain('- SMTP_URL: points at an SMTP server (MailDev by default) on this machine');
      expect(message).toContain('- PUBLIC_ORIGIN: is an origin on this machine');
      expect(message).toContain('- MAIL_FROM: is an address at a domain reserved for examples');
      expect(message).toContain("- STRIPE_SECRET_KEY: is the Stripe emulator's public key");
      expect(message).toContain('MAILSCOUT_REHEARSAL=1 (docs/deploy.md#rehearsal)');
      // Unset, Stripe's API is Stripe's own in production: not a stand-in, so not named.
      expect(message).not.toContain('STRIPE_API_URL');
    });

    it('refuses each service variable that names this machine or a stand-in, one by one', () => {
      const local = 'http://127.0.0.1:12111';
      const standIns: Record<string, string> = {
        MONGODB_URI: 'mongodb://db-1.internal,localhost:27017/mailscout?replicaSet=rs0',
        SMTP_URL: 'smtp://127.0.0.1:1025',
        STRIPE_API_URL: local,
        STRIPE_JS_URL: `${local}/v3/stripe.js`,
        PUBLIC_ORIGIN: 'http://localhost:8080',
        GRAVATAR_API_URL: local,
        GITHUB_API_URL: local,
        HIBP_API_URL: local,
        HIBP_API_KEY: 'local-stub-hibp-key-not-a-real-key',
        LIBRAVATAR_URL: local,
        OPENPGP_KEYSERVER_URL: local,
        GITLAB_API_URL: local,
        RDAP_BOOTSTRAP_URL: `${local}/rdap/dns.json`,
        DOMAIN_WEBSITE_URL: 'http://[::1]:8111/websites/{domain}/',
        SOURCES_DNS_SERVER: '127.0.0.1:5354',
        PROFILE_SITES_STAND_IN_URL: 'https://profiles.scoutdata.co.uk',
        CAPTCHA_VERIFY_URL: 'http://localhost:9000/siteverify',
        MAIL_FROM: 'MailScout <no-reply@mailscout.example>',
        SUPPORT_EMAIL: 'support@example.com',
        COMPANY_DATA_PROTECTION_EMAIL: 'dpo@scout.test',
      };
      for (const [name, value] of Object.entries(standIns)) {
        expect([name, problemsOf({ ...COMPLETE_PRODUCTION_ENV, [name]: value })]).toEqual([name, expect.stringContaining(`- ${name}: `)]);
      }
      const all = problemsOf({ ...COMPLETE_PRODUCTION_ENV, ...standIns });
      for (const name of Object.keys(standIns)) expect(all).toContain(`- ${name}: `);
      // A URI may hold a password: named, never repeated.
      expect(all).not.toContain('db-1.internal');
    });

    it("takes a resolver on this machine's port 53 for an ordinary one", () => {
      expect(loadConfig({ ...COMPLETE_PRODUCTION_ENV, SOURCES_DNS_SERVER: '127.0.0.53:53' }).sources.dnsServer).toBe('127.0.0.53:53');
    });

    it('runs on stand-ins in a rehearsal, said so, and names them for the start-up banner', () => {
      const config = loadConfig({ ...PRODUCTION_SECRETS_ONLY, ...PRODUCTION_COMPANY, MAILSCOUT_REHEARSAL: '1', STRIPE_API_URL: 'http://127.0.0.1:12111' });

      expect(config.isProduction).toBe(true);
      expect(config.stripe).toMatchObject({ apiUrl: 'http://127.0.0.1:12111', emulated: true });
      expect(config.rehearsal?.standIns).toEqual(expect.arrayContaining([...STAND_IN_DEFAULTS, 'STRIPE_API_URL']));
      expect(problemsOf({ MAILSCOUT_REHEARSAL: 'yes' })).toContain('- MAILSCOUT_REHEARSAL: must be 1');
    });

    it("refuses the emulator's keys sent to Stripe itself, even in a rehearsal", () => {
      const message = problemsOf({ ...PRODUCTION_SECRETS_ONLY, ...PRODUCTION_COMPANY, MAILSCOUT_REHEARSAL: '1' });

      expect(message).toContain("- STRIPE_SECRET_KEY: is required when NODE_ENV is production (your Stripe account's key)");
      expect(message).not.toContain('MONGODB_URI');
    });

    it('outside production, keeps the emulator and the stand-ins as the defaults', () => {
      const config = loadConfig({});

      expect(config.rehearsal).toBeNull();
      expect(config.stripe).toMatchObject({ apiUrl: 'http://127.0.0.1:12111', emulated: true, jsUrl: 'http://127.0.0.1:12111/v3/stripe.js' });
    });
  });

  it('names the Stripe.js of the release train the installed @stripe/stripe-js loads', () => {
    const stripeJs = path.dirname(require.resolve('@stripe/stripe-js/package.json', { paths: [path.join(__dirname, '../..', '..', '..', 'shared', 'stripe-loader')] }));
    const source = fs.readFileSync(path.join(stripeJs, 'dist', 'index.js'), 'utf8');
    const train = /RELEASE_TRAIN = '([a-z0-9]+)'/.exec(source)?.[1];
    const origin = /ORIGIN = '(https:\/\/[^']+)'/.exec(source)?.[1];

    expect(REAL_STRIPE_JS).toBe(`${origin}/${train}/stripe.js`);
  });

  describe('the company identity (docs/decisions.md#company-identity)', () => {
    it('refuses production without it, naming each missing part', () => {
      const message = problemsOf(COMPLETE_BUT_COMPANY);

      expect(message).toContain('- COMPANY_NAME: is required when NODE_ENV is production');
      expect(message).toContain('- COMPANY_NUMBER: is required when NODE_ENV is production');
      expect(message).toContain('- COMPANY_REGISTERED_ADDRESS: is required when NODE_ENV is production');
      expect(message).toContain('- COMPANY_CONTACT_EMAIL: is required when NODE_ENV is production');
      // Optional: the postal address defaults to the registered office, data protection to the contact.
      expect(message).not.toContain('COMPANY_POSTAL_ADDRESS');
      expect(message).not.toContain('COMPANY_DATA_PROTECTION_EMAIL');
    });

    it('names only what is missing', () => {
      const { COMPANY_NUMBER: _number, ...rest } = PRODUCTION_COMPANY;
      const message = problemsOf({ ...COMPLETE_BUT_COMPANY, ...rest, COMPANY_NUMBER: '  ' });

      expect(message).toContain('- COMPANY_NUMBER: is required when NODE_ENV is production');
      expect(message).not.toContain('COMPANY_NAME');
      expect(message).not.toContain('COMPANY_REGISTERED_ADDRESS');
    });

    it.each(['00000000', 'SC000000', '1234', 'EXAMPLE-NUMBER', 'TBC'])('refuses %p as the company number in production', (number) => {
      expect(problemsOf({ ...COMPLETE_PRODUCTION_ENV, COMPANY_NUMBER: number })).toContain('- COMPANY_NUMBER: must be');
    });

    it('refuses the development stand-in address in production, as the office or for post', () => {
      const standIn = loadConfig({}).site.company.registeredAddress;
      const message = problemsOf({ ...COMPLETE_PRODUCTION_ENV, COMPANY_REGISTERED_ADDRESS: standIn, COMPANY_POSTAL_ADDRESS: standIn });

      expect(message).toContain('- COMPANY_REGISTERED_ADDRESS: must not be the development stand-in');
      expect(message).toContain('- COMPANY_POSTAL_ADDRESS: must not be the development stand-in');
    });

    it('reads a postal address of its own, and writes the number without spaces in capitals', () => {
      const config = loadConfig({ ...COMPLETE_PRODUCTION_ENV, COMPANY_NUMBER: ' sc 123456 ', COMPANY_POSTAL_ADDRESS: ' PO Box 7, Leeds LS2 2BB ', COMPANY_DATA_PROTECTION_EMAIL: 'dpo@scoutdata.co.uk' });

      expect(config.site.company).toMatchObject({ companyNumber: 'SC123456', postalAddress: 'PO Box 7, Leeds LS2 2BB', dataProtectionEmail: 'dpo@scoutdata.co.uk' });
    });

    it('fills in stand-ins outside production that say they are examples, so the local demo works', () => {
      const { company } = loadConfig({ SUPPORT_EMAIL: 'help@mailscout.example' }).site;

      expect(company).toEqual({
        name: 'MailScout Ltd',
        companyNumber: 'EXAMPLE-NUMBER',
        registeredAddress: '1 Example Street, Exampletown, United Kingdom (example address)',
        postalAddress: '1 Example Street, Exampletown, United Kingdom (example address)',
        contactEmail: 'help@mailscout.example',
        dataProtectionEmail: 'help@mailscout.example',
      });
      expect(loadConfig({ NODE_ENV: 'test', COMPANY_NUMBER: '1234' }).site.company.companyNumber).toBe('1234');
    });
  });

  it('requires its own suppression key in production, and previous keys as strong as it', () => {
    const missing = problemsOf({ NODE_ENV: 'production', SESSION_SECRET: STRONG, OTP_SECRET: `${STRONG}-otp` });
    expect(missing).toContain('- SUPPRESSION_KEY: is required when NODE_ENV is production');
    const weak = problemsOf({ SUPPRESSION_PREVIOUS_KEYS: 'short' });
    expect(weak).toContain('- SUPPRESSION_PREVIOUS_KEYS: every previous key must be at least 32 characters long');
    expect(weak).not.toContain('short');
  });

  it('holds an unknown NODE_ENV to production rules and names it', () => {
    const message = problemsOf({ NODE_ENV: 'prod' });

    expect(message).toContain('- NODE_ENV: must be one of development, test, production (received "prod")');
    expect(message).toContain('- SESSION_SECRET: is required');
  });

  it('reads process.env when given nothing', () => {
    expect(() => loadConfig()).not.toThrow();
  });
});
