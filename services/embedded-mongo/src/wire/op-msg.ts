import { serialize } from 'bson';
import { deserializeTyped } from './decode-document';
import { HEADER_SIZE, OpCode, newRequestId, writeHeader } from './message-header';

export const OpMsgFlags = {
  checksumPresent: 1 << 0,
  moreToCome: 1 << 1,
  exhaustAllowed: 1 << 16,
} as const;

/** Bits 0-15 are "required": a receiver must fail on ones it does not know. */
const KNOWN_REQUIRED_BITS = OpMsgFlags.checksumPresent | OpMsgFlags.moreToCome;

export interface OpMsgRequest {
  flags: number;
  /** The body with every document sequence (payload type 1) attached as an array field. */
  command: Record<string, unknown>;
}

export function parseOpMsg(message: Buffer): OpMsgRequest {
  const flags = message.readUInt32LE(HEADER_SIZE);
  if ((flags & 0xffff & ~KNOWN_REQUIRED_BITS) !== 0) {
    throw new Error(`unsupported OP_MSG flag bits ${flags.toString(16)}`);
  }
  const end = flags & OpMsgFlags.checksumPresent ? message.length - 4 : message.length;
  let offset = HEADER_SIZE + 4;
  let command: Record<string, unknown> | undefined;
  const sequences: [string, Record<string, unknown>[]][] = [];
  while (offset < end) {
    const kind = message[offset];
    offset += 1;
    if (kind === 0) {
      const size = message.readInt32LE(offset);
      if (command) throw new Error('OP_MSG has more than one body section');
      command = deserializeTyped(message.subarray(offset, offset + size));
      offset += size;
    } else if (kind === 1) {
      const size = message.readInt32LE(offset);
      const sectionEnd = offset + size;
      const nameEnd = message.indexOf(0, offset + 4);
      if (nameEnd < 0 || nameEnd >= sectionEnd) throw new Error('malformed OP_MSG document sequence');
      const identifier = message.toString('utf8', offset + 4, nameEnd);
      const documents: Record<string, unknown>[] = [];
      let cursor = nameEnd + 1;
      while (cursor < sectionEnd) {
        const docSize = message.readInt32LE(cursor);
        documents.push(deserializeTyped(message.subarray(cursor, cursor + docSize)));
        cursor += docSize;
      }
      sequences.push([identifier, documents]);
      offset = sectionEnd;
    } else {
      throw new Error(`unknown OP_MSG section kind ${String(kind)}`);
    }
  }
  if (!command) throw new Error('OP_MSG without a body section');
  for (const [identifier, documents] of sequences) {
    const existing = command[identifier];
    command[identifier] = Array.isArray(existing) ? [...(existing as unknown[]), ...documents] : documents;
  }
  return { flags, command };
}

export function encodeOpMsgReply(responseTo: number, reply: Record<string, unknown>): Buffer {
  const body = serialize(reply);
  const message = Buffer.allocUnsafe(HEADER_SIZE + 5 + body.length);
  writeHeader(message, {
    messageLength: message.length,
    requestId: newRequestId(),
    responseTo,
    opCode: OpCode.MSG,
  });
  message.writeUInt32LE(0, HEADER_SIZE);
  message[HEADER_SIZE + 4] = 0;
  message.set(body, HEADER_SIZE + 5);
  return message;
}
