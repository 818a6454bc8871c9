/**
 * Every repository query on a hot path is answered from an index: the commands the repositories
 * really send are captured through the driver's command monitoring and given to `explain`, whose
 * winning plan must not scan the collection. Also the audit log's retention (docs/decisions.md#retention).
 */
import { MongoClient, ObjectId, type Document } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '@mailscout/embedded-mongo';
import { createStore, type Store } from '../../src/store/create-store';
import { AUDIT_RETENTION_SECONDS } from '../../src/store/repositories/audit-log-repository';

const READS_AND_WRITES = new Set(['find', 'count', 'aggregate', 'distinct', 'update', 'delete', 'findAndModify']);
/** Fields of a sent command that are about the session or connection, not the query. */
const ENVELOPE = ['lsid', '$db', '$clusterTime', '$readPreference', 'txnNumber', 'readConcern', 'writeConcern'];

function stages(plan: Document): string[] {
  const inner = [...(plan.inputStage ? [plan.inputStage as Document] : []), ...((plan.inputStages as Document[] | undefined) ?? [])];
  return [plan.stage as string, ...inner.flatMap(stages)];
}

/**
 * The query planner's part of an explain, as mongod answers it: at the top for a find, a count or
 * an aggregate that is only a query; inside the first stage (`$cursor`) for an aggregate with
 * stages after its query.
 */
function queryPlannerOf(explained: Document): Document {
  if (explained.queryPlanner) return explained.queryPlanner as Document;
  const first = (explained.stages as Document[] | undefined)?.[0]?.$cursor as Document | undefined;
  if (!first?.queryPlanner) throw new Error(`no query planner in the explain: ${JSON.stringify(explained).slice(0, 300)}`);
  return first.queryPlanner as Document;
}

describe('repository queries use indexes', () => {
  let server: EmbeddedMongo | undefined;
  let client: MongoClient;
  let store: Store;
  let dbName: string;
  let sent: Document[] = [];

  beforeAll(async () => {
    const uri = process.env.MONGODB_TEST_URI ?? (server = await startEmbeddedMongo({ port: 0, memory: true })).uri;
    client = new MongoClient(uri, { monitorCommands: true });
    await client.connect();
    dbName = `repository_indexes_${Date.now().toString(36)}`;
    const db = client.db(dbName);
    store = createStore(db);
    await store.ensureIndexes();
    // A second run is a no-op (every deployment runs it at start).
    await store.ensureIndexes();
    client.on('commandStarted', (event) => {
      if (READS_AND_WRITES.has(event.commandName)) sent.push(event.command);
    });
  });

  afterAll(async () => {
    await client.db(dbName).dropDatabase();
    await client.close();
    await server?.stop();
  });

  const user = new ObjectId();
  const hotPaths: [string, (store: Store) => Promise<unknown>][] = [
    ['daily scan cap (audit log)', (s) => s.auditLog.countForActorSince(user, 'scan', new Date(Date.now() - 86_400_000))],
    ['audit trail of a deleted account', (s) => s.auditLog.deleteForActor(user)],
    ['audit anonymisation on opt-out', (s) => s.auditLog.anonymise({ actorUserId: user, subjectHash: 'h' })],
    ["the worker's job claim", (s) => s.scans.claimNext('worker-1', 30_000)],
    ['scan history', (s) => s.scans.listForUser(user)],
    ['latest scan of a target', (s) => s.scans.latestForUserAndTarget(user, 'h')],
    ['the ticker', (s) => s.scans.recentCompletedEmail(new Date(Date.now() - 3_600_000), 8)],
    ['finishing a scan', (s) => s.scans.finish('scan-1', 'worker-1', { status: 'completed' })],
    ['scans deleted by address', (s) => s.scans.deleteForTarget('h')],
    ['scans deleted with an account', (s) => s.scans.deleteForUser(user)],
    ['report of a scan', (s) => s.reports.findForUser('scan-1', user)],
    ['reports deleted by address', (s) => s.reports.deleteForTarget('h')],
    ['reports deleted with an account', (s) => s.reports.deleteForUser(user)],
    ['reused preview', (s) => s.previews.latestForTarget('h', new Date(Date.now() - 600_000))],
    ['previews deleted by address', (s) => s.previews.deleteForTarget('h')],
    ['source cache', (s) => s.sourceCache.get('gravatar', 'h')],
    ['source cache deleted by address', (s) => s.sourceCache.deleteForTarget('h')],
    ['records by email', (s) => s.records.findByEmail('someone@example.com')],
    ['records by phone', (s) => s.records.findByPhone('+4930123456')],
    ['records deleted by address', (s) => s.records.deleteForEmail('someone@example.com')],
    ['session check on every request', (s) => s.sessions.findActive('token-hash')],
    ["an account's sessions", (s) => s.sessions.listForUser(user)],
    ['sign out everywhere', (s) => s.sessions.revokeAllForUser(user)],
    ['sign-in code check', (s) => s.otpCodes.findActive('h', 'login')],
    ['codes deleted by address', (s) => s.otpCodes.deleteForAddress('h')],
    ['credit history', (s) => s.credits.history(user)],
    ['credit balance', (s) => s.credits.balance(user)],
    ['latest subscription', (s) => s.subscriptions.findLatestForUser(user)],
    ['live subscriptions', (s) => s.subscriptions.listLiveForUser(user)],
    ['suppression check before every lookup', (s) => s.suppressions.hasAny(['h1', 'h2'])],
    ['rate limit hit', (s) => s.rateCounters.hit('lookup:ip', 60_000)],
    ['rate limit sliding window', (s) => s.rateCounters.sliding('lookup:ip', 60_000)],
    ['sign-in by address', (s) => s.users.findByEmail('someone@example.com')],
    ['payment webhook by customer', (s) => s.users.findByStripeCustomer('cus_123')],
    ['purchases deleted with an account', (s) => s.purchases.deleteForUser(user)],
    ['due watches claimed by a sweep', (s) => s.watches.claimDue(new Date(), 60_000)],
    ['watches to remind before they lapse', (s) => s.watches.needingReminder(new Date())],
    ['lapsed watches', (s) => s.watches.lapsed(new Date())],
    ['a watch ended by its address', (s) => s.watches.stop('h')],
  ];

  it.each(hotPaths)('%s', async (_label, run) => {
    sent = [];
    await run(store);
    expect(sent.length).toBeGreaterThan(0);
    const db = client.db(dbName);
    for (const command of sent) {
      const query = Object.fromEntries(Object.entries(command).filter(([key]) => !ENVELOPE.includes(key)));
      const explained = await db.command({ explain: query, verbosity: 'queryPlanner' });
      const plan = stages(queryPlannerOf(explained).winningPlan as Document);
      expect({ command: Object.keys(query)[0], plan }).not.toEqual(expect.objectContaining({ plan: expect.arrayContaining(['COLLSCAN']) }));
    }
  });

  it('keeps the audit log 12 months (a TTL index on its time), replacing the plain time index', async () => {
    const indexes = await client.db(dbName).collection('audit_log').listIndexes().toArray();
    expect(indexes.find((index) => index.name === 'retention_ttl')).toMatchObject({ key: { at: 1 }, expireAfterSeconds: AUDIT_RETENTION_SECONDS });
    expect(indexes.map((index) => index.name)).not.toContain('by_time');
    expect(AUDIT_RETENTION_SECONDS).toBe(365 * 86_400);
  });
});

describe('audit log retention on a deployment from before it', () => {
  it('drops the old plain time index and expires entries older than 12 months', async () => {
    const server = await startEmbeddedMongo({ port: 0, memory: true, ttlSweepMs: 50 });
    const client = await new MongoClient(server.uri).connect();
    try {
      const db = client.db('retention');
      const audit = db.collection('audit_log');
      await audit.createIndex({ at: 1 }, { name: 'by_time' });
      const old = new Date(Date.now() - (AUDIT_RETENTION_SECONDS + 86_400) * 1000);
      const recent = new Date(Date.now() - 300 * 86_400_000);
      await audit.insertMany([
        { at: old, actorUserId: null, action: 'scan', subjectHash: null, purpose: null },
        { at: recent, actorUserId: null, action: 'scan', subjectHash: null, purpose: null },
      ]);
      await createStore(db).auditLog.ensureIndexes();
      const deadline = Date.now() + 10_000;
      while ((await audit.countDocuments()) > 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await audit.find().toArray()).map((entry) => entry.at)).toEqual([recent]);
    } finally {
      await client.close();
      await server.stop();
    }
  });
});
