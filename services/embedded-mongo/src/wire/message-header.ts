/** Standard 16-byte header of every wire protocol message. */
export const HEADER_SIZE = 16;

export const OpCode = {
  REPLY: 1,
  QUERY: 2004,
  COMPRESSED: 2012,
  MSG: 2013,
} as const;

/** What the hello reply advertises as maxMessageSizeBytes; anything bigger is a broken peer. */
export const MAX_MESSAGE_SIZE = 48_000_000;

export interface MessageHeader {
  messageLength: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

export function readHeader(message: Buffer): MessageHeader {
  return {
    messageLength: message.readInt32LE(0),
    requestId: message.readInt32LE(4),
    responseTo: message.readInt32LE(8),
    opCode: message.readInt32LE(12),
  };
}

export function writeHeader(target: Buffer, header: MessageHeader): void {
  target.writeInt32LE(header.messageLength, 0);
  target.writeInt32LE(header.requestId, 4);
  target.writeInt32LE(header.responseTo, 8);
  target.writeInt32LE(header.opCode, 12);
}

let nextRequestId = 1;
/** Server-originated request ids only need to be distinct per connection; a counter suffices. */
export function newRequestId(): number {
  nextRequestId = (nextRequestId % 0x7fffffff) + 1;
  return nextRequestId;
}
