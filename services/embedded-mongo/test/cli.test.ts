import { parseCliArgs } from '../src/cli-args';
import { spawnServer } from './child-server';
import { connect } from './helpers';

describe('cli arguments', () => {
  it('defaults to port 27018 and .data/mongo', () => {
    expect(parseCliArgs([], {})).toEqual({ port: 27018, dbPath: '.data/mongo', memory: false });
  });

  it('reads flags, which win over the environment', () => {
    const env = { EMBEDDED_MONGO_PORT: '1234', EMBEDDED_MONGO_DBPATH: '/env/path' };
    expect(parseCliArgs([], env)).toMatchObject({ port: 1234, dbPath: '/env/path' });
    expect(parseCliArgs(['--port', '0', '--dbpath=/flag', '--memory', '--ttl-sweep-ms', '250', '--no-sync'], env)).toMatchObject({
      port: 0,
      dbPath: '/flag',
      memory: true,
      ttlSweepMs: 250,
      sync: false,
    });
  });

  it('ignores the -- separator pnpm passes through', () => {
    expect(parseCliArgs(['--', '--memory'], {})).toMatchObject({ memory: true });
  });

  it('rejects unknown or malformed flags', () => {
    expect(() => parseCliArgs(['--prot', '1'], {})).toThrow(/unknown option/);
    expect(() => parseCliArgs(['--port', 'abc'], {})).toThrow(/integer/);
  });
});

describe('cli process', () => {
  it('logs one line when listening and shuts down gracefully on SIGINT', async () => {
    const server = await spawnServer(['--port', '0', '--memory']);
    expect(server.output().trim().split('\n')).toHaveLength(1);
    const client = await connect(server.uri);
    await client.db('cli').collection('c').insertOne({ a: 1 });
    await client.close();
    server.child.kill('SIGINT');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('embedded-mongo: shutting down (SIGINT)');
    expect(server.output()).toContain('embedded-mongo: shut down');
  });
});
