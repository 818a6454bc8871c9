/**
 * A runner for MongoDB's unified test format (specifications: source/unified-test-format), as
 * much of it as the CRUD suite uses: client, database and collection entities, initial data,
 * the CRUD operations through the official driver, expected results, errors, command events and
 * the collections' outcome. Written after the driver's own runner (mongodb/node-mongodb-native
 * test/tools/unified-spec-runner), which needs the driver's mocha harness and cannot run here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EJSON } from 'bson';
import {
  MongoClient,
  MongoServerError,
  type CommandFailedEvent,
  type CommandStartedEvent,
  type CommandSucceededEvent,
  type Document,
  type MongoClientOptions,
} from 'mongodb';
import { match } from './unified-match';
import { OPERATIONS, UnsupportedOperation } from './unified-operations';

export interface UnifiedTest {
  description: string;
  runOnRequirements?: Requirement[];
  skipReason?: string;
  operations: OperationSpec[];
  expectEvents?: { client: string; eventType?: string; events: Record<string, Document>[]; ignoreExtraEvents?: boolean }[];
  outcome?: CollectionData[];
}

export interface UnifiedSuite {
  file: string;
  description: string;
  schemaVersion: string;
  runOnRequirements?: Requirement[];
  createEntities?: Record<string, Document>[];
  initialData?: CollectionData[];
  tests: UnifiedTest[];
}

interface Requirement {
  minServerVersion?: string;
  maxServerVersion?: string;
  topologies?: string[];
  serverless?: 'require' | 'forbid' | 'allow';
  auth?: boolean;
  serverParameters?: Document;
  csfle?: boolean;
}

interface CollectionData {
  collectionName: string;
  databaseName: string;
  documents: Document[];
  createOptions?: Document;
}

interface OperationSpec {
  name: string;
  object: string;
  arguments?: Record<string, unknown>;
  expectResult?: unknown;
  expectError?: Document;
  ignoreResultAndError?: boolean;
  saveResultAsEntity?: string;
}

/** What the server under test is, as the runner sees it (buildInfo, hello, getParameter). */
export interface ServerFacts {
  version: number[];
  topology: 'single' | 'replicaset' | 'sharded' | 'load-balanced';
  parameters: Document;
}

/** A test the runner cannot carry out (an operation or entity it lacks): reported as skipped. */
export class SkipTest extends Error {}

export function loadSuites(dir: string): UnifiedSuite[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ file, ...(EJSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'), { relaxed: true }) as Omit<UnifiedSuite, 'file'>) }));
}

export async function serverFacts(client: MongoClient): Promise<ServerFacts> {
  const admin = client.db('admin');
  const build = await admin.command({ buildInfo: 1 });
  const hello = await admin.command({ hello: 1 });
  // The driver's runner needs getParameter; here a server without it is measured too (parameters unknown).
  const parameters = await admin.command({ getParameter: '*' }).catch(() => ({}));
  const topology = hello.msg === 'isdbgrid' ? 'sharded' : hello.setName ? 'replicaset' : 'single';
  return { version: (build.versionArray as number[]).slice(0, 3), topology, parameters };
}

function parseVersion(text: string): number[] {
  const parts = text.split('.').map(Number);
  while (parts.length < 3) parts.push(0);
  return parts;
}

function compareVersions(a: number[], b: number[]): number {
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/** Why no requirement of the list is met, or undefined when one is (or there are none). */
export function unmetRequirements(requirements: Requirement[] | undefined, facts: ServerFacts): string | undefined {
  if (!requirements || requirements.length === 0) return undefined;
  const reasons: string[] = [];
  for (const requirement of requirements) {
    const reason = unmet(requirement, facts);
    if (!reason) return undefined;
    reasons.push(reason);
  }
  return reasons.join('; or ');
}

function unmet(requirement: Requirement, facts: ServerFacts): string | undefined {
  if (requirement.minServerVersion && compareVersions(facts.version, parseVersion(requirement.minServerVersion)) < 0) {
    return `needs server ${requirement.minServerVersion}+`;
  }
  if (requirement.maxServerVersion && compareVersions(facts.version, parseVersion(requirement.maxServerVersion)) > 0) {
    return `needs server <= ${requirement.maxServerVersion}`;
  }
  if (requirement.topologies && !requirement.topologies.includes(facts.topology)) {
    return `needs topology ${requirement.topologies.join('/')}`;
  }
  if (requirement.serverless === 'require') return 'needs serverless';
  if (requirement.auth === true) return 'needs authentication';
  if (requirement.csfle === true) return 'needs client-side encryption';
  for (const [name, value] of Object.entries(requirement.serverParameters ?? {})) {
    if (match(value, facts.parameters[name], { entities: new Map() })) return `needs server parameter ${name}=${JSON.stringify(value)}`;
  }
  return undefined;
}

type ObservedEvent = { type: 'commandStartedEvent' | 'commandSucceededEvent' | 'commandFailedEvent'; event: CommandStartedEvent | CommandSucceededEvent | CommandFailedEvent };

/** Commands the unified format tells runners never to report (handshakes and credentials). */
const HIDDEN_COMMANDS = new Set(['hello', 'ismaster', 'isMaster', 'saslStart', 'saslContinue', 'getnonce', 'authenticate', 'configureFailPoint']);

class Entities {
  readonly map = new Map<string, unknown>();
  readonly clients: MongoClient[] = [];
  readonly events = new Map<string, ObservedEvent[]>();

  async create(specs: Record<string, Document>[], uri: string): Promise<void> {
    for (const spec of specs) {
      const [kind, options] = Object.entries(spec)[0] as [string, Document];
      switch (kind) {
        case 'client':
          await this.createClient(options, uri);
          break;
        case 'database': {
          const client = this.map.get(options.client) as MongoClient;
          this.map.set(options.id, client.db(options.databaseName, options.databaseOptions));
          break;
        }
        case 'collection': {
          const db = this.map.get(options.database) as ReturnType<MongoClient['db']>;
          this.map.set(options.id, db.collection(options.collectionName, options.collectionOptions));
          break;
        }
        default:
          throw new SkipTest(`the ${kind} entity is not implemented by this runner`);
      }
    }
  }

  private async createClient(options: Document, uri: string): Promise<void> {
    const observe = new Set<string>(options.observeEvents ?? []);
    const ignored = new Set<string>(options.ignoreCommandMonitoringEvents ?? []);
    const clientOptions: MongoClientOptions = { monitorCommands: observe.size > 0, serverSelectionTimeoutMS: 10_000, ...(options.uriOptions ?? {}) };
    const client = new MongoClient(uri, clientOptions);
    const events: ObservedEvent[] = [];
    const record = (type: ObservedEvent['type']) => (event: ObservedEvent['event']) => {
      if (!observe.has(type) || HIDDEN_COMMANDS.has(event.commandName) || ignored.has(event.commandName)) return;
      events.push({ type, event });
    };
    client.on('commandStarted', record('commandStartedEvent'));
    client.on('commandSucceeded', record('commandSucceededEvent'));
    client.on('commandFailed', record('commandFailedEvent'));
    await client.connect();
    this.clients.push(client);
    this.map.set(options.id, client);
    this.events.set(options.id, events);
  }

  async close(): Promise<void> {
    await Promise.all(this.clients.map((client) => client.close()));
  }
}

async function loadInitialData(utility: MongoClient, data: CollectionData[] | undefined): Promise<void> {
  for (const { databaseName, collectionName, documents, createOptions } of data ?? []) {
    const db = utility.db(databaseName);
    await db.dropCollection(collectionName, { writeConcern: { w: 'majority' } }).catch(() => undefined);
    if (documents.length > 0 && !createOptions) {
      await db.collection(collectionName).insertMany(documents, { writeConcern: { w: 'majority' } });
    } else {
      await db.createCollection(collectionName, { ...(createOptions ?? {}), writeConcern: { w: 'majority' } });
      if (documents.length > 0) await db.collection(collectionName).insertMany(documents, { writeConcern: { w: 'majority' } });
    }
  }
}

function fail(message: string): never {
  throw new Error(message);
}

function checkError(error: unknown, expected: Document, entities: Entities, where: string): void {
  const server = error instanceof MongoServerError ? error : undefined;
  const anyError = error as { message?: string; code?: unknown; codeName?: unknown; errorResponse?: Document; result?: unknown; hasErrorLabel?: (label: string) => boolean };
  if (expected.isClientError === true && server) fail(`${where}: expected a client error, got the server error ${server.code} ${server.message}`);
  if (expected.isClientError === false && !server) fail(`${where}: expected a server error, got ${anyError.message}`);
  if (expected.errorContains !== undefined && !String(anyError.message).toLowerCase().includes(String(expected.errorContains).toLowerCase())) {
    fail(`${where}: expected an error containing "${expected.errorContains}", got "${anyError.message}"`);
  }
  if (expected.errorCode !== undefined && anyError.code !== expected.errorCode) fail(`${where}: expected error code ${expected.errorCode}, got ${String(anyError.code)} (${anyError.message})`);
  if (expected.errorCodeName !== undefined && anyError.codeName !== expected.errorCodeName) fail(`${where}: expected ${expected.errorCodeName}, got ${String(anyError.codeName)} (${anyError.message})`);
  for (const label of (expected.errorLabelsContain as string[] | undefined) ?? []) {
    if (!anyError.hasErrorLabel?.(label)) fail(`${where}: expected the error label ${label}`);
  }
  for (const label of (expected.errorLabelsOmit as string[] | undefined) ?? []) {
    if (anyError.hasErrorLabel?.(label)) fail(`${where}: the error has the label ${label}`);
  }
  if (expected.errorResponse !== undefined) {
    const mismatch = match(expected.errorResponse, anyError.errorResponse ?? error, { entities: entities.map });
    if (mismatch) fail(`${where}: error response: ${mismatch}`);
  }
  if (expected.expectResult !== undefined) {
    const mismatch = match(expected.expectResult, anyError.result, { entities: entities.map });
    if (mismatch) fail(`${where}: partial result: ${mismatch}`);
  }
  if (expected.writeErrors !== undefined || expected.writeConcernErrors !== undefined) {
    throw new SkipTest('client bulk write errors are not checked by this runner');
  }
}

async function runOperation(operation: OperationSpec, entities: Entities, index: number): Promise<void> {
  const where = `operation ${index} (${operation.name})`;
  if (operation.object === 'testRunner') throw new SkipTest(`the test runner operation ${operation.name} is not implemented (fail points and sessions are not supported)`);
  const implementation = OPERATIONS[operation.name];
  if (!implementation) throw new SkipTest(`the operation ${operation.name} is not implemented by this runner`);
  const target = entities.map.get(operation.object);
  if (target === undefined) fail(`${where}: no entity ${operation.object}`);
  let result: unknown;
  try {
    result = await implementation(target, { ...(operation.arguments ?? {}) });
  } catch (error) {
    if (error instanceof UnsupportedOperation) throw new SkipTest(error.message);
    if (operation.ignoreResultAndError) return;
    if (!operation.expectError) fail(`${where}: unexpected error: ${(error as Error).message} ${JSON.stringify((error as { errorResponse?: unknown }).errorResponse ?? '')}`);
    checkError(error, operation.expectError, entities, where);
    return;
  }
  if (operation.ignoreResultAndError) return;
  if (operation.expectError) fail(`${where}: expected an error, got ${JSON.stringify(result)}`);
  if (operation.expectResult !== undefined) {
    const mismatch = match(operation.expectResult, result, { entities: entities.map });
    if (mismatch) fail(`${where}: result: ${mismatch} (got ${EJSON.stringify(result as Document, { relaxed: true })})`);
  }
  if (operation.saveResultAsEntity) entities.map.set(operation.saveResultAsEntity, result);
}

function checkEvents(expectations: NonNullable<UnifiedTest['expectEvents']>, entities: Entities): void {
  for (const { client, eventType, events: expected, ignoreExtraEvents } of expectations) {
    if (eventType && eventType !== 'command') throw new SkipTest(`${eventType} events are not checked by this runner`);
    const actual = entities.events.get(client) ?? [];
    if (ignoreExtraEvents ? actual.length < expected.length : actual.length !== expected.length) {
      fail(`events of ${client}: expected ${expected.length}, got ${actual.length}: ${actual.map((e) => `${e.type}:${e.event.commandName}`).join(', ')}`);
    }
    expected.forEach((want, i) => {
      const [type, fields] = Object.entries(want)[0] as [string, Document];
      const got = actual[i] as ObservedEvent;
      if (got.type !== type) fail(`event ${i} of ${client}: expected ${type}, got ${got.type} (${got.event.commandName})`);
      const { command, reply, commandName, databaseName, hasServiceId: _s, hasServerConnectionId: _c } = fields;
      if (commandName !== undefined && got.event.commandName !== commandName) fail(`event ${i} of ${client}: expected ${commandName}, got ${got.event.commandName}`);
      if (databaseName !== undefined && (got.event as CommandStartedEvent).databaseName !== databaseName) fail(`event ${i} of ${client}: expected database ${databaseName}`);
      if (command !== undefined) {
        const mismatch = match(command, (got.event as CommandStartedEvent).command, { entities: entities.map });
        if (mismatch) fail(`event ${i} of ${client} (${got.event.commandName}): command ${mismatch} (sent ${EJSON.stringify((got.event as CommandStartedEvent).command, { relaxed: true })})`);
      }
      if (reply !== undefined) {
        const mismatch = match(reply, (got.event as CommandSucceededEvent).reply, { entities: entities.map });
        if (mismatch) fail(`event ${i} of ${client} (${got.event.commandName}): reply ${mismatch}`);
      }
    });
  }
}

async function checkOutcome(utility: MongoClient, outcome: CollectionData[] | undefined): Promise<void> {
  for (const { databaseName, collectionName, documents } of outcome ?? []) {
    const actual = await utility.db(databaseName).collection(collectionName).find({}, { sort: { _id: 1 }, readConcern: { level: 'local' } }).toArray();
    const mismatch = match(documents, actual, { entities: new Map() }, `outcome ${databaseName}.${collectionName}`, false);
    if (mismatch) fail(`${mismatch} (found ${EJSON.stringify(actual, { relaxed: true })})`);
  }
}

/** Runs one test of a suite against `uri`; throws on a failure, SkipTest when it cannot run it. */
export async function runUnifiedTest(suite: UnifiedSuite, test: UnifiedTest, uri: string, utility: MongoClient): Promise<void> {
  const entities = new Entities();
  try {
    await loadInitialData(utility, suite.initialData);
    await entities.create(suite.createEntities ?? [], uri);
    for (const [i, operation] of test.operations.entries()) await runOperation(operation, entities, i);
    if (test.expectEvents) checkEvents(test.expectEvents, entities);
    await checkOutcome(utility, test.outcome);
  } finally {
    await entities.close();
  }
}
