import { decodeFrames, encodeFrame } from '../src/storage/frame-codec';
import { serialize } from 'bson';

describe('record framing', () => {
  const frames = [1, 2, 3].map((n) => encodeFrame(serialize({ n })));
  const data = Buffer.concat(frames);

  it('reads back every complete frame', () => {
    const decoded = decodeFrames(data, 0);
    expect(decoded.payloads).toHaveLength(3);
    expect(decoded.torn).toBe(false);
    expect(decoded.validEnd).toBe(data.length);
  });

  it('stops before a frame cut short at any byte', () => {
    const lastStart = (frames[0]?.length ?? 0) + (frames[1]?.length ?? 0);
    for (let cut = lastStart + 1; cut < data.length; cut++) {
      const decoded = decodeFrames(data.subarray(0, cut), 0);
      expect(decoded.payloads).toHaveLength(2);
      expect(decoded).toMatchObject({ torn: true, validEnd: lastStart });
    }
  });

  it('detects a corrupted payload by its checksum, and zero-filled tails', () => {
    const corrupted = Buffer.from(data);
    corrupted.writeUInt8(corrupted.readUInt8(corrupted.length - 3) ^ 0xff, corrupted.length - 3);
    expect(decodeFrames(corrupted, 0).payloads).toHaveLength(2);
    const zeros = Buffer.concat([data, Buffer.alloc(64)]);
    expect(decodeFrames(zeros, 0)).toMatchObject({ torn: true, validEnd: data.length });
  });
});
