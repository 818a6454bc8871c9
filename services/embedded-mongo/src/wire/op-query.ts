import { serialize } from 'bson';
import { deserializeTyped } from './decode-document';
import { HEADER_SIZE, OpCode, newRequestId, writeHeader } from './message-header';

/**
 * The legacy OP_QUERY is only still used for the first handshake (`isMaster` on `admin.$cmd`)
 * of every connection; it is answered with an OP_REPLY.
 */
export interface OpQueryRequest {
  fullCollectionName: string;
  query: Record<string, unknown>;
}

export function parseOpQuery(message: Buffer): OpQueryRequest {
  let offset = HEADER_SIZE + 4; // flags
  const nameEnd = message.indexOf(0, offset);
  if (nameEnd < 0) throw new Error('malformed OP_QUERY');
  const fullCollectionName = message.toString('utf8', offset, nameEnd);
  offset = nameEnd + 1 + 8; // numberToSkip, numberToReturn
  const size = message.readInt32LE(offset);
  let query = deserializeTyped(message.subarray(offset, offset + size));
  // Old drivers wrap the command with read preference as { $query: {...}, $readPreference }.
  if (query.$query && typeof query.$query === 'object') query = query.$query as Record<string, unknown>;
  return { fullCollectionName, query };
}

const QUERY_FAILURE = 1 << 1;

export function encodeOpReply(responseTo: number, reply: Record<string, unknown>, failed = false): Buffer {
  const body = serialize(reply);
  const message = Buffer.allocUnsafe(HEADER_SIZE + 20 + body.length);
  writeHeader(message, {
    messageLength: message.length,
    requestId: newRequestId(),
    responseTo,
    opCode: OpCode.REPLY,
  });
  message.writeInt32LE(failed ? QUERY_FAILURE : 0, HEADER_SIZE);
  message.writeBigInt64LE(0n, HEADER_SIZE + 4); // cursorId
  message.writeInt32LE(0, HEADER_SIZE + 12); // startingFrom
  message.writeInt32LE(1, HEADER_SIZE + 16); // numberReturned
  message.set(body, HEADER_SIZE + 20);
  return message;
}
