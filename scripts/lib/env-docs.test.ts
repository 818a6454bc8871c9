import fs from 'node:fs';
import { DEPLOY_GUIDE, deployables, ENV_EXAMPLE_FILE, renderDeployTables, renderEnvExample, withDeployTables } from './env-docs';

describe('every variable documented once, from the schemas (docs/deploy.md#configuration)', () => {
  const list = deployables();

  it('.env.example is what the schemas say (run pnpm env:example when this fails)', () => {
    expect(fs.readFileSync(ENV_EXAMPLE_FILE, 'utf8')).toBe(renderEnvExample(list));
  });

  it("docs/deploy.md's tables are what the schemas say (run pnpm env:example when this fails)", () => {
    const guide = fs.readFileSync(DEPLOY_GUIDE, 'utf8');
    expect(withDeployTables(guide, renderDeployTables(list))).toBe(guide);
  });

  it('describes every variable of the API, the worker and the edge, each once', () => {
    // NODE_ENV and MAILSCOUT_REHEARSAL are read by each deployable: once per deployable.
    for (const deployable of list) {
      const names = deployable.variables.map((variable) => variable.name);
      expect(new Set(names).size).toBe(names.length);
    }
    for (const variable of list.flatMap((deployable) => deployable.variables)) expect([variable.name, variable.description.length > 10]).toEqual([variable.name, true]);
    // The ones a deployment gets wrong most: named, with what production asks of them.
    const api = new Map(list[0]?.variables.map((variable) => [variable.name, variable]));
    expect(api.get('SESSION_SECRET')?.production).toBe('required');
    expect(api.get('COMPANY_NAME')?.production).toBe('required');
    expect(api.get('MONGODB_URI')).toMatchObject({ developmentDefault: 'mongodb://127.0.0.1:27018/mailscout', production: expect.stringContaining('the default is a stand-in') });
    expect(api.get('STRIPE_API_URL')?.production).toContain('default https://api.stripe.com');
    expect(api.get('MAILSCOUT_REHEARSAL')).toBeDefined();
  });

  it('refuses a guide without its generated block', () => {
    expect(() => withDeployTables('# no block', renderDeployTables(list))).toThrow('has no generated block');
  });
});
