import { decodeFrames, encodeFrame } from '../src/storage/frame-codec';
import { serialize } from 'bson';

describe('record framing', () => {
  const frames = [1, 2, 3].map((n) => encodeFrame(serialize({ n })));
  const data = Buffer.concat(frames);
  const secondStart = frames[0]?.length ?? 0;
  const lastStart = secondStart + (frames[1]?.length ?? 0);

  it('reads back every complete frame', () => {
    const decoded = decodeFrames(data, 0);
    expect(decoded.frames).toHaveLength(3);
    expect(decoded.bad).toBeUndefined();
    expect(decoded.validEnd).toBe(data.length);
    expect(decoded.frames.map((f) => f.offset)).toEqual([0, secondStart, lastStart]);
  });

  it('stops before a frame cut short at any byte, calling it a torn tail', () => {
    for (let cut = lastStart + 1; cut < data.length; cut++) {
      const decoded = decodeFrames(data.subarray(0, cut), 0);
      expect(decoded.frames).toHaveLength(2);
      expect(decoded).toMatchObject({ validEnd: lastStart, bad: { offset: lastStart, tail: true } });
    }
  });

  it('detects a corrupted last payload by its checksum, and zero-filled tails, as torn tails', () => {
    const corrupted = Buffer.from(data);
    corrupted.writeUInt8(corrupted.readUInt8(corrupted.length - 3) ^ 0xff, corrupted.length - 3);
    expect(decodeFrames(corrupted, 0)).toMatchObject({ frames: [{}, {}], bad: { tail: true, reason: 'a checksum mismatch' } });
    const zeros = Buffer.concat([data, Buffer.alloc(64)]);
    expect(decodeFrames(zeros, 0)).toMatchObject({ validEnd: data.length, bad: { tail: true } });
  });

  it('calls a bad frame followed by more data damage, not a torn tail', () => {
    const corrupted = Buffer.from(data);
    corrupted.writeUInt8(corrupted.readUInt8(secondStart + 10) ^ 0xff, secondStart + 10);
    expect(decodeFrames(corrupted, 0)).toMatchObject({ frames: [{}], validEnd: secondStart, bad: { offset: secondStart, tail: false } });
  });
});
