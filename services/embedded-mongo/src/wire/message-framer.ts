import { MAX_MESSAGE_SIZE } from './message-header';

export class FramingError extends Error {}

/**
 * Cuts a TCP byte stream into whole wire messages using the length prefix. Chunks are kept as
 * received and only joined when a message is complete, so a large message arriving in many
 * small chunks is copied once.
 */
export class MessageFramer {
  private chunks: Buffer[] = [];
  private buffered = 0;

  push(chunk: Buffer): Buffer[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const messages: Buffer[] = [];
    for (;;) {
      if (this.buffered < 4) break;
      const length = this.peekLength();
      if (length < 16 || length > MAX_MESSAGE_SIZE) {
        throw new FramingError(`invalid message length ${length}`);
      }
      if (this.buffered < length) break;
      messages.push(this.take(length));
    }
    return messages;
  }

  private peekLength(): number {
    const first = this.chunks[0] as Buffer;
    if (first.length >= 4) return first.readInt32LE(0);
    return Buffer.concat(this.chunks).readInt32LE(0);
  }

  private take(length: number): Buffer {
    const joined = this.chunks.length === 1 ? (this.chunks[0] as Buffer) : Buffer.concat(this.chunks);
    const message = joined.subarray(0, length);
    const rest = joined.subarray(length);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered = rest.length;
    return message;
  }
}
