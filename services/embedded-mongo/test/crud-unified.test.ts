/**
 * The CRUD unified-format tests of the official Node.js driver (vendored from
 * mongodb/node-mongodb-native test/spec/crud/unified, Apache-2.0: spec/crud/unified/LICENSE.md),
 * run through the official driver against the embedded server: every test whose requirements a
 * standalone 7.0 meets must pass, except the classes the server refuses on purpose (README, Known
 * differences) and the driver's own open issues, each skipped below with its reason.
 * `MONGODB_TEST_URI` runs them against a real server instead.
 */
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src/index';
import { SkipTest, loadSuites, runUnifiedTest, serverFacts, unmetRequirements, type ServerFacts, type UnifiedSuite, type UnifiedTest } from './unified/unified-runner';

const SPEC_DIR = path.join(__dirname, 'spec', 'crud', 'unified');

/** Classes of tests the embedded server refuses on purpose (CommandNotSupported, 115), by file. */
const NOT_SUPPORTED: [pattern: RegExp, reason: string][] = [
  [/-let\.json$/, "'let' (variables for $$-expressions) is not supported"],
  [/-collation\.json$/, 'collations other than simple are not supported'],
  [/^(db-)?aggregate-(out|merge|write)/, '$out/$merge are not supported'],
];

/**
 * Tests the driver itself skips in its CRUD suite (test/integration/crud/crud.spec.test.ts): they
 * fail against every server until the driver's tickets are done.
 */
const DRIVER_SKIPS: Record<string, string> = {
  'inserting _id with type null via clientBulkWrite': 'driver: NODE-6468',
  'inserting _id with type null via insertOne': 'driver: NODE-6468',
  'inserting _id with type null via insertMany': 'driver: NODE-6468',
  'inserting _id with type null via bulkWrite': 'driver: NODE-6468',
  'partialResult is unset when all operations fail during an unordered bulk write': 'driver: NODE-6384',
  'partialResult is unset when first operation fails during an ordered bulk write (summary)': 'driver: NODE-6384',
  'partialResult is unset when first operation fails during an ordered bulk write (verbose)': 'driver: NODE-6384',
  'InsertMany passes bypassDocumentValidation: false': 'driver: NODE-6484',
  'FindOneAndUpdate passes bypassDocumentValidation: false': 'driver: NODE-6484',
  'FindOneAndReplace passes bypassDocumentValidation: false': 'driver: NODE-6484',
  'BulkWrite passes bypassDocumentValidation: false': 'driver: NODE-6484',
  'Aggregate with $out passes bypassDocumentValidation: false': 'driver: NODE-6484',
};

/** Operations whose tests need a feature the server refuses on purpose. */
function notSupportedByTest(test: UnifiedTest): string | undefined {
  for (const operation of test.operations) {
    if (operation.name === 'failPoint') return 'fail points (configureFailPoint) are not supported';
    if (operation.name === 'createCollection' && operation.arguments?.viewOn) return 'views are not supported';
  }
  return undefined;
}

const suites = loadSuites(SPEC_DIR);
const tally = { passed: 0, failed: 0, skipped: new Map<string, number>() };
const skip = (reason: string) => tally.skipped.set(reason, (tally.skipped.get(reason) ?? 0) + 1);

describe('CRUD unified tests of the official driver', () => {
  let server: EmbeddedMongo | undefined;
  let uri: string;
  let utility: MongoClient;
  let facts: ServerFacts;

  beforeAll(async () => {
    if (process.env.MONGODB_TEST_URI) uri = process.env.MONGODB_TEST_URI;
    else {
      server = await startEmbeddedMongo({ port: 0, memory: true });
      uri = server.uri;
    }
    utility = new MongoClient(uri);
    await utility.connect();
    facts = await serverFacts(utility);
  });

  afterAll(async () => {
    await utility?.close();
    await server?.stop();
    const skipped = [...tally.skipped.entries()].map(([reason, n]) => `  ${n} ${reason}`).join('\n');
    console.log(`CRUD unified: ${tally.passed} passed, ${tally.failed} failed; skipped:\n${skipped}`);
  });

  test.each(suites.map((suite) => [suite.file, suite] as [string, UnifiedSuite]))('%s', async (_file, suite) => {
    const failures: string[] = [];
    const suiteUnmet = unmetRequirements(suite.runOnRequirements, facts);
    const fileReason = NOT_SUPPORTED.find(([pattern]) => pattern.test(suite.file))?.[1];
    for (const test of suite.tests) {
      const reason =
        suiteUnmet ??
        unmetRequirements(test.runOnRequirements, facts) ??
        (test.skipReason ? `the spec skips it: ${test.skipReason}` : undefined) ??
        DRIVER_SKIPS[test.description] ??
        fileReason ??
        notSupportedByTest(test);
      if (reason) {
        skip(reason.startsWith('needs ') ? 'requirements a standalone 7.0 does not meet (version, topology, serverless, auth)' : reason);
        continue;
      }
      try {
        await runUnifiedTest(suite, test, uri, utility);
        tally.passed += 1;
      } catch (error) {
        if (error instanceof SkipTest) {
          skip(`runner: ${error.message}`);
          continue;
        }
        tally.failed += 1;
        failures.push(`${test.description}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  test('the runner fails a test whose result, events or outcome differ from the spec', async () => {
    const [suite] = loadSuites(SPEC_DIR).filter((candidate) => candidate.file === 'find.json');
    const original = suite?.tests[0] as UnifiedTest;
    const tampered: UnifiedTest[] = [
      { ...original, operations: original.operations.map((op) => ({ ...op, expectResult: [{ _id: 2, x: 23 }] })) },
      { ...original, expectEvents: [{ client: 'client0', events: [{ commandStartedEvent: { command: { find: 'other' } } }] }] },
      { ...original, outcome: [{ collectionName: 'coll0', databaseName: 'find-tests', documents: [{ _id: 1, x: 11 }] }] },
    ];
    await runUnifiedTest(suite as UnifiedSuite, original, uri, utility);
    for (const test of tampered) await expect(runUnifiedTest(suite as UnifiedSuite, test, uri, utility)).rejects.toThrow();
  });
});
