/**
 * One client process of the store bench (`--clients N`): its own driver and connection pool, so
 * the driver's CPU is spread over processes. Talks to the bench over IPC:
 *   {connect: {uri, concurrency}}  -> opens its pool (one ping per connection), answers {ready}
 *   {run: {kind, coll, ops, indices}} -> runs them, answers {latencies, cpuSeconds}
 *   {close}                        -> closes and exits
 */
import { MongoClient } from 'mongodb';
import { operation, runOperations, type OperationKind } from './store-operations';

let client: MongoClient | undefined;
let concurrency = 1;

type Message =
  | { connect: { uri: string; concurrency: number } }
  | { run: { kind: OperationKind; coll: string; ops: number; indices: number[] } }
  | { close: true };

const send = (message: unknown) => process.send?.(message);

process.on('message', (message: Message) => {
  void (async () => {
    if ('connect' in message) {
      concurrency = message.connect.concurrency;
      client = new MongoClient(message.connect.uri, { maxPoolSize: concurrency, minPoolSize: concurrency });
      await client.connect();
      const admin = client.db('admin');
      await Promise.all(Array.from({ length: concurrency }, () => admin.command({ ping: 1 })));
      send({ ready: true });
    } else if ('run' in message) {
      const { kind, coll, ops, indices } = message.run;
      const cpu = process.cpuUsage();
      const latencies = await runOperations(operation(client as MongoClient, kind, coll, ops), indices, concurrency);
      const { user, system } = process.cpuUsage(cpu);
      send({ latencies, cpuSeconds: (user + system) / 1e6 });
    } else {
      await client?.close();
      process.exit(0);
    }
  })().catch((error: unknown) => {
    send({ error: String((error as Error)?.stack ?? error) });
  });
});
