/**
 * The wire protocol below the driver: message framing, the legacy OP_QUERY handshake, OP_MSG
 * document sequences and the moreToCome flag, spoken over a raw socket.
 */
import net from 'node:net';
import { deserialize, serialize } from 'bson';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src/index';
import { waitFor } from './helpers';

const OP_REPLY = 1;
const OP_QUERY = 2004;
const OP_MSG = 2013;
const MORE_TO_COME = 2;

function header(length: number, requestId: number, opCode: number): Buffer {
  const buf = Buffer.alloc(16);
  buf.writeInt32LE(length, 0);
  buf.writeInt32LE(requestId, 4);
  buf.writeInt32LE(0, 8);
  buf.writeInt32LE(opCode, 12);
  return buf;
}

function opMsg(requestId: number, body: object, sequences: Record<string, object[]> = {}, flags = 0): Buffer {
  const parts: Buffer[] = [Buffer.from([0]), Buffer.from(serialize(body))];
  for (const [name, docs] of Object.entries(sequences)) {
    const payload = Buffer.concat([Buffer.from(`${name}\0`), ...docs.map((d) => Buffer.from(serialize(d)))]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(payload.length + 4);
    parts.push(Buffer.from([1]), size, payload);
  }
  const flagBytes = Buffer.alloc(4);
  flagBytes.writeUInt32LE(flags);
  const rest = Buffer.concat([flagBytes, ...parts]);
  return Buffer.concat([header(16 + rest.length, requestId, OP_MSG), rest]);
}

function opQuery(requestId: number, collection: string, query: object): Buffer {
  const rest = Buffer.concat([
    Buffer.alloc(4), // flags
    Buffer.from(`${collection}\0`),
    Buffer.from([0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff]), // skip 0, return -1
    Buffer.from(serialize(query)),
  ]);
  return Buffer.concat([header(16 + rest.length, requestId, OP_QUERY), rest]);
}

interface Reply {
  responseTo: number;
  opCode: number;
  doc: Record<string, unknown>;
  numberReturned?: number;
}

class RawClient {
  private readonly socket: net.Socket;
  private buffer = Buffer.alloc(0);
  readonly replies: Reply[] = [];
  closed = false;

  constructor(port: number) {
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.on('data', (chunk) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      while (this.buffer.length >= 4 && this.buffer.length >= this.buffer.readInt32LE(0)) {
        const length = this.buffer.readInt32LE(0);
        const message = this.buffer.subarray(0, length);
        this.buffer = this.buffer.subarray(length);
        const opCode = message.readInt32LE(12);
        const responseTo = message.readInt32LE(8);
        if (opCode === OP_REPLY) {
          this.replies.push({ responseTo, opCode, numberReturned: message.readInt32LE(32), doc: deserialize(message.subarray(36)) });
        } else {
          this.replies.push({ responseTo, opCode, doc: deserialize(message.subarray(21)) });
        }
      }
    });
    this.socket.on('close', () => {
      this.closed = true;
    });
    this.socket.on('error', () => undefined);
  }

  send(bytes: Buffer): void {
    this.socket.write(bytes);
  }

  async reply(requestId: number): Promise<Reply> {
    return (await waitFor(() => this.replies.find((r) => r.responseTo === requestId))) as Reply;
  }

  close(): void {
    this.socket.destroy();
  }
}

describe('wire protocol', () => {
  let server: EmbeddedMongo;
  let client: RawClient;

  beforeAll(async () => {
    server = await startEmbeddedMongo({ port: 0, memory: true });
  });
  beforeEach(() => {
    client = new RawClient(server.port);
  });
  afterEach(() => client.close());
  afterAll(() => server.stop());

  it('answers the legacy OP_QUERY handshake with an OP_REPLY', async () => {
    client.send(opQuery(7, 'admin.$cmd', { isMaster: 1, helloOk: true, client: { driver: { name: 'raw' } } }));
    const reply = await client.reply(7);
    expect(reply.opCode).toBe(OP_REPLY);
    expect(reply.numberReturned).toBe(1);
    expect(reply.doc).toMatchObject({ ismaster: true, helloOk: true, maxWireVersion: 21, logicalSessionTimeoutMinutes: 30, ok: 1 });
    expect(reply.doc).not.toHaveProperty('setName');
    expect(reply.doc).not.toHaveProperty('topologyVersion');
  });

  it('reads OP_MSG document sequences', async () => {
    client.send(opMsg(1, { insert: 'seq', $db: 'wire' }, { documents: [{ _id: 1, a: 'x' }, { _id: 2, a: 'y' }] }));
    expect((await client.reply(1)).doc).toMatchObject({ n: 2, ok: 1 });
    client.send(
      opMsg(2, { update: 'seq', $db: 'wire' }, { updates: [{ q: { _id: 1 }, u: { $set: { b: true } } }, { q: { _id: 3 }, u: { $set: { c: 1 } }, upsert: true }] }),
    );
    expect((await client.reply(2)).doc).toMatchObject({ n: 2, nModified: 1, upserted: [{ index: 1, _id: 3 }], ok: 1 });
    client.send(opMsg(3, { delete: 'seq', $db: 'wire' }, { deletes: [{ q: { _id: 2 }, limit: 1 }] }));
    expect((await client.reply(3)).doc).toMatchObject({ n: 1, ok: 1 });
    client.send(opMsg(4, { find: 'seq', filter: {}, $db: 'wire' }));
    const found = (await client.reply(4)).doc as { cursor: { firstBatch: unknown[] } };
    expect(found.cursor.firstBatch).toEqual([{ _id: 1, a: 'x', b: true }, { _id: 3, c: 1 }]);
  });

  it('sends no reply for moreToCome (unacknowledged) messages', async () => {
    client.send(opMsg(10, { insert: 'w0', documents: [{ _id: 'fire-and-forget' }], $db: 'wire' }, {}, MORE_TO_COME));
    client.send(opMsg(11, { count: 'w0', $db: 'wire' }));
    const counted = await client.reply(11);
    expect(counted.doc).toMatchObject({ n: 1, ok: 1 });
    expect(client.replies.map((r) => r.responseTo)).toEqual([11]);
  });

  it('reassembles messages split across packets and replies to pipelined ones in order', async () => {
    const first = opMsg(20, { ping: 1, $db: 'admin' });
    const second = opMsg(21, { buildInfo: 1, $db: 'admin' });
    const bytes = Buffer.concat([first, second]);
    for (let i = 0; i < bytes.length; i += 3) client.send(bytes.subarray(i, i + 3));
    await client.reply(21);
    expect(client.replies.map((r) => r.responseTo)).toEqual([20, 21]);
    expect(client.replies[1]?.doc).toMatchObject({ ok: 1 });
  });

  it('answers an error document for a failing command and keeps the connection', async () => {
    client.send(opMsg(30, { frobnicate: 1, $db: 'admin' }));
    expect((await client.reply(30)).doc).toMatchObject({ ok: 0, code: 59, codeName: 'CommandNotFound' });
    client.send(opMsg(31, { find: 'x', filter: { a: { $where: 'x' } }, $db: 'wire' }));
    expect((await client.reply(31)).doc).toMatchObject({ ok: 0 });
    client.send(opMsg(32, { insert: 'x', documents: [{ a: 1 }], txnNumber: 1, $db: 'wire' }));
    expect((await client.reply(32)).doc).toMatchObject({ ok: 0, code: 20, codeName: 'IllegalOperation' });
    client.send(opMsg(33, { ping: 1, $db: 'admin' }));
    expect((await client.reply(33)).doc).toMatchObject({ ok: 1 });
  });

  it('closes the connection on an unsupported opcode or a bogus length', async () => {
    const compressed = Buffer.concat([header(25, 40, 2012), Buffer.alloc(9)]);
    client.send(compressed);
    await waitFor(() => client.closed);

    const other = new RawClient(server.port);
    const bogus = Buffer.alloc(16);
    bogus.writeInt32LE(3, 0);
    other.send(bogus);
    await waitFor(() => other.closed);
  });
});
