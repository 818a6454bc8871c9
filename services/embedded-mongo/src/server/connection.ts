import type { Socket } from 'node:net';
import { decodeNumbers } from '../bson/numeric-types';
import { runCommand } from '../commands/dispatch';
import type { Engine } from '../engine';
import type { Doc } from '../bson/document';
import { MessageFramer } from '../wire/message-framer';
import { OpCode, readHeader } from '../wire/message-header';
import { OpMsgFlags, encodeOpMsgReply, parseOpMsg } from '../wire/op-msg';
import { encodeOpReply, parseOpQuery } from '../wire/op-query';

/**
 * One client connection: frames messages, runs their commands strictly in arrival order (a
 * connection carries one request at a time, but a pipelined client must still get ordered
 * replies) and writes the replies back.
 */
export class Connection {
  private readonly framer = new MessageFramer();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: Socket,
    private readonly engine: Engine,
    readonly id: number,
    private readonly log: (line: string) => void,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', () => socket.destroy());
  }

  private onData(chunk: Buffer): void {
    let messages: Buffer[];
    try {
      messages = this.framer.push(chunk);
    } catch (error) {
      this.fail(error);
      return;
    }
    for (const message of messages) {
      this.queue = this.queue.then(() => this.handle(message)).catch((error: unknown) => this.fail(error));
    }
  }

  private fail(error: unknown): void {
    this.log(`embedded-mongo: closing connection ${this.id}: ${error instanceof Error ? error.message : String(error)}`);
    this.socket.destroy();
  }

  private async handle(message: Buffer): Promise<void> {
    if (this.socket.destroyed) return;
    const header = readHeader(message);
    if (header.opCode === OpCode.MSG) {
      const request = parseOpMsg(message);
      const reply = await this.execute(request.command);
      // moreToCome from the client means an unacknowledged (w:0) write: no reply expected.
      if (request.flags & OpMsgFlags.moreToCome) return;
      this.send(header.requestId, reply, encodeOpMsgReply);
      return;
    }
    if (header.opCode === OpCode.QUERY) {
      const request = parseOpQuery(message);
      const db = request.fullCollectionName.split('.')[0] ?? 'admin';
      if (!request.fullCollectionName.endsWith('.$cmd')) {
        const reply = { $err: 'OP_QUERY is only supported for commands', code: 5739101, ok: 0 };
        this.send(header.requestId, reply, (to, doc) => encodeOpReply(to, doc, true));
        return;
      }
      const reply = await this.execute({ ...request.query, $db: db });
      this.send(header.requestId, reply, encodeOpReply);
      return;
    }
    // OP_COMPRESSED is never negotiated and the legacy write opcodes are gone from MongoDB.
    throw new Error(`unsupported opcode ${header.opCode}`);
  }

  private execute(command: Doc): Promise<Doc> {
    const hints = decodeNumbers(command);
    const db = typeof command.$db === 'string' ? command.$db : 'admin';
    return runCommand(this.engine, { command, db, hints, connectionId: this.id });
  }

  private send(responseTo: number, reply: Doc, encode: (responseTo: number, reply: Doc) => Buffer): void {
    let bytes: Buffer;
    try {
      bytes = encode(responseTo, reply);
    } catch (error) {
      // e.g. a reply over the BSON size limit: answer with an error instead of dropping the client.
      const message = error instanceof Error ? error.message : String(error);
      bytes = encode(responseTo, { ok: 0, errmsg: message, code: 10334, codeName: 'BSONObjectTooLarge' });
    }
    if (!this.socket.destroyed) this.socket.write(bytes);
  }
}
