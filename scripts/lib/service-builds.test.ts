import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, waitForPort, waitForUrl } from '@mailscout/test-kit/node';
import { bundleService, type BundleResult } from './bundle-service';
import { ROOT } from './services';
import { serviceBuild } from './service-builds';

/**
 * The compiled services run with plain `node` and their packages' production dependencies, never
 * tsx (docs/deploy.md#compiled-services): the API, compiled here into its own folder, starts against
 * the compiled embedded database and answers /api/health 200.
 */
jest.setTimeout(120_000);

const children: ChildProcess[] = [];
const outDirs: string[] = [];
let api: BundleResult;
let mongo: BundleResult;
let edge: BundleResult;

/** A compiled file run by this very Node binary, with nothing of the test's environment (no tsx loader, no NODE_OPTIONS). */
function runNode(file: string, args: string[], env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [file, ...args], {
    cwd: path.dirname(file),
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  children.push(child);
  return { child, output: () => output };
}

beforeAll(async () => {
  const compile = async (name: 'api' | 'embedded-mongo' | 'edge') => {
    const build = serviceBuild(name);
    const outDir = path.join(ROOT, build.packageDir, 'dist', `.test-${process.pid}`);
    outDirs.push(outDir);
    return bundleService(ROOT, build, outDir);
  };
  [api, mongo, edge] = await Promise.all([compile('api'), compile('embedded-mongo'), compile('edge')]);
});

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of outDirs) fs.rmSync(dir, { recursive: true, force: true });
});

test('the compiled outputs bundle the workspace packages and require neither tsx nor a TypeScript source', () => {
  for (const result of [api, mongo]) {
    expect(result.external.filter((name) => name === 'tsx' || name.startsWith('@mailscout/'))).toEqual([]);
    expect(fs.readFileSync(result.outfile, 'utf8')).not.toMatch(/require\("[^"]*\.tsx?"\)/);
  }
  // What stays outside is exactly what the API's package lists for production.
  const apiPackage = JSON.parse(fs.readFileSync(path.join(ROOT, 'services/api/package.json'), 'utf8')) as { dependencies: Record<string, string> };
  expect(api.external.filter((name) => !(name in apiPackage.dependencies))).toEqual([]);
  expect(api.external).toEqual(expect.arrayContaining(['fastify', 'mongodb']));
});

test("a bundled library's command-line guard stays the library's: the edge does not run the release CLI it bundles", () => {
  // @mailscout/release's cli.ts runs itself under `require.main === module`; in one bundle that is the edge.
  const text = fs.readFileSync(edge.outfile, 'utf8');
  expect(text).not.toMatch(/require\.main === module/);
  expect(text).toContain('serveReleaseStore');
});

test('the compiled API starts with plain node against the embedded database and answers /api/health 200', async () => {
  const [mongoPort, apiPort] = [await freePort(), await freePort()];
  const database = runNode(mongo.outfile, ['--port', String(mongoPort), '--memory'], {});
  await waitForPort(mongoPort, { timeoutMs: 30_000 }).catch((error: Error) => {
    throw new Error(`${error.message}\n${database.output()}`);
  });

  const server = runNode(api.outfile, [], {
    MONGODB_URI: `mongodb://127.0.0.1:${mongoPort}/compiled-api`,
    API_HOST: '127.0.0.1',
    API_PORT: String(apiPort),
  });
  const exited = new Promise<never>((_, reject) =>
    server.child.on('exit', (code) => reject(new Error(`the compiled API exited (code ${code}):\n${server.output()}`))),
  );
  await Promise.race([waitForUrl(`http://127.0.0.1:${apiPort}/api/health`, { timeoutMs: 60_000 }), exited]);

  const response = await fetch(`http://127.0.0.1:${apiPort}/api/health`);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok' });

  // The bundled close-with-grace stops both on SIGTERM, code 0 (docs/deploy.md#graceful-shutdown).
  for (const [child, said] of [[server, 'api: shut down'], [database, 'embedded-mongo: shut down']] as const) {
    const code = new Promise<number | null>((resolve) => child.child.once('exit', (exitCode) => resolve(exitCode)));
    child.child.kill('SIGTERM');
    expect(await code).toBe(0);
    expect(child.output()).toContain(said);
  }
});
