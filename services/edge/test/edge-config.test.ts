import { EdgeConfigError, loadEdgeConfig } from '../src/config/edge-config';

function problemsOf(env: Record<string, string>): string {
  try {
    loadEdgeConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(EdgeConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
}

describe("the edge's configuration (docs/deploy.md#configuration)", () => {
  it('starts on development defaults outside production', () => {
    expect(loadEdgeConfig({})).toMatchObject({ port: 8080, host: 'localhost', apiUrls: ['http://127.0.0.1:4000'], stripeUrl: undefined, rehearsal: null });
  });

  it('reads every variable', () => {
    const config = loadEdgeConfig({
      NODE_ENV: 'production',
      EDGE_HOST: '0.0.0.0',
      EDGE_PORT: '8443',
      EDGE_SHELL_ROOT: '/app/shell',
      EDGE_RUNTIME_CONFIG_FILE: '/config/runtime-config.json',
      EDGE_API_URLS: 'http://api-1.internal:4000, http://api-2.internal:4000',
      EDGE_API_PIN_HEADER: 'X-MailScout-Upstream',
      EDGE_TRUST_PROXY: '10.244.0.0/16, 10.0.0.7',
      EDGE_LOG_LEVEL: 'warn',
    });
    expect(config).toEqual({
      ops: { host: '127.0.0.1', port: 9465 },
      shutdownTimeoutMs: 10_000,
      trustProxy: ['10.244.0.0/16', '10.0.0.7'],
      logLevel: 'warn',
      host: '0.0.0.0',
      port: 8443,
      shellRoot: '/app/shell',
      runtimeConfigFile: '/config/runtime-config.json',
      apiUrls: ['http://api-1.internal:4000', 'http://api-2.internal:4000'],
      pinHeader: 'X-MailScout-Upstream',
      stripeUrl: undefined,
      sourcesUrl: undefined,
      rehearsal: null,
    });
  });

  it('refuses every stand-in in production, in one message (docs/deploy.md#stand-ins-refused)', () => {
    const message = problemsOf({ NODE_ENV: 'production', EDGE_STRIPE_URL: 'http://127.0.0.1:12111', EDGE_SOURCES_URL: 'http://127.0.0.1:8111' });

    expect(message).toContain('- EDGE_API_URLS: points at an API on this machine');
    expect(message).toContain('- EDGE_STRIPE_URL: lets a Stripe stand-in into the page');
    expect(message).toContain('- EDGE_SOURCES_URL: lets the data sources stand-in into the page');
    expect(message).toContain('MAILSCOUT_REHEARSAL=1 (docs/deploy.md#rehearsal)');
  });

  it('runs on them in a rehearsal and names them', () => {
    const config = loadEdgeConfig({ NODE_ENV: 'production', MAILSCOUT_REHEARSAL: '1', EDGE_STRIPE_URL: 'http://127.0.0.1:12111' });
    expect(config.rehearsal).toEqual({ standIns: ['EDGE_API_URLS', 'EDGE_STRIPE_URL'] });
  });

  it('names bad values', () => {
    const message = problemsOf({ EDGE_PORT: 'eighty', EDGE_API_URLS: ' , ', MAILSCOUT_REHEARSAL: 'yes', EDGE_TRUST_PROXY: 'the door' });
    expect(message).toContain('- EDGE_TRUST_PROXY: must be comma-separated addresses or CIDR ranges');
    expect(message).toContain('- EDGE_PORT: must be a port number');
    expect(message).toContain('- EDGE_API_URLS: must be comma-separated');
    expect(message).toContain('- MAILSCOUT_REHEARSAL: must be 1');
  });
});
