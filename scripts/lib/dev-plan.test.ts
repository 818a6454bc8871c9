import { devPlan, DevPlanError, SOURCE_VARIABLES } from './dev-plan';

const STAND_INS = {
  mongo: { MONGODB_URI: 'mongodb://127.0.0.1:27018/mailscout' },
  stripe: { STRIPE_API_URL: 'http://127.0.0.1:12111' },
  mail: { SMTP_URL: 'smtp://127.0.0.1:1025' },
  sources: Object.fromEntries(SOURCE_VARIABLES.map((name) => [name, name === 'SOURCES_DNS_SERVER' ? '127.0.0.1:8112' : name === 'HIBP_API_KEY' ? 'stub-key' : 'http://127.0.0.1:8111'])),
};
const plan = (env: NodeJS.ProcessEnv) => devPlan({ env, standInEnv: STAND_INS });
const bannerOf = (env: NodeJS.ProcessEnv) => plan(env).banner.join('\n');

describe('what pnpm start runs for each outside service (README#configuration)', () => {
  it('starts every stand-in and gives the API their settings when nothing is exported', () => {
    const { start, apiEnv } = plan({});
    expect([...start].sort()).toEqual(['mail', 'mongo', 'sources', 'stripe']);
    expect(apiEnv).toEqual({ ...STAND_INS.mongo, ...STAND_INS.stripe, ...STAND_INS.mail, ...STAND_INS.sources });
  });

  it('uses an exported MONGODB_URI: no embedded server, and no setting of ours over it', () => {
    const { start, apiEnv } = plan({ MONGODB_URI: 'mongodb://db.internal/mailscout' });
    expect(start.has('mongo')).toBe(false);
    expect(apiEnv.MONGODB_URI).toBeUndefined();
    expect(bannerOf({ MONGODB_URI: 'mongodb://db.internal/mailscout' })).toContain('MongoDB: yours (MONGODB_URI); the embedded server is not started');
  });

  it('uses an exported SMTP_URL instead of MailDev', () => {
    const { start, apiEnv } = plan({ SMTP_URL: 'smtp://relay.internal:587' });
    expect(start.has('mail')).toBe(false);
    expect(apiEnv.SMTP_URL).toBeUndefined();
    expect(bannerOf({ SMTP_URL: 'smtp://relay.internal:587' })).toContain('Mail: yours (SMTP_URL)');
  });

  it("uses Stripe's test mode for exported test keys without STRIPE_API_URL, naming Stripe's API, and says what else to set", () => {
    const env = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' };
    const { start, apiEnv } = plan(env);
    expect(start.has('stripe')).toBe(false);
    expect(apiEnv.STRIPE_API_URL).toBe('https://api.stripe.com');
    expect(bannerOf(env)).toContain("Stripe: your account's test mode (STRIPE_SECRET_KEY); the emulator is not started. Also set STRIPE_WEBHOOK_SECRET");
    expect(bannerOf({ ...env, STRIPE_WEBHOOK_SECRET: 'whsec_x' })).not.toContain('Also set');
  });

  it('uses an exported STRIPE_API_URL (another emulator) as it is', () => {
    const { start, apiEnv } = plan({ STRIPE_API_URL: 'http://127.0.0.1:12999' });
    expect(start.has('stripe')).toBe(false);
    expect(apiEnv.STRIPE_API_URL).toBeUndefined();
  });

  it('refuses live keys: pnpm start is a development server', () => {
    expect(() => plan({ STRIPE_SECRET_KEY: 'sk_live_abc' })).toThrow(DevPlanError);
  });

  it("takes a source's exported URL for that source alone; the stand-in still serves the rest", () => {
    const env = { GITHUB_API_URL: 'https://api.github.com', GITHUB_TOKEN: 'ghp_x' };
    const { start, apiEnv } = plan(env);
    expect(start.has('sources')).toBe(true);
    expect(apiEnv.GITHUB_API_URL).toBeUndefined();
    expect(apiEnv.GRAVATAR_API_URL).toBe('http://127.0.0.1:8111');
    expect(bannerOf(env)).toContain('Data sources: yours for GITHUB_API_URL; the stand-ins for the rest');
  });

  it('with MAILSCOUT_SOURCES=real, asks the real sources and starts no stand-in for them', () => {
    const { start, apiEnv } = plan({ MAILSCOUT_SOURCES: 'real', HIBP_API_KEY: 'real-key' });
    expect(start.has('sources')).toBe(false);
    for (const name of SOURCE_VARIABLES) expect(apiEnv[name]).toBeUndefined();
    expect(bannerOf({ MAILSCOUT_SOURCES: 'real', HIBP_API_KEY: 'real-key' })).toContain('Data sources: the real ones (MAILSCOUT_SOURCES=real), with your HIBP_API_KEY');
  });
});
