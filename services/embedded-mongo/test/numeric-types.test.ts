import { Double, Int32, Long, deserialize, serialize } from 'bson';
import { decodeNumbers, hintsAfterUpdate, restoreNumbers } from '../src/bson/numeric-types';
import { keyString } from '../src/bson/key-string';

function roundTrip(doc: object) {
  const raw = deserialize(serialize(doc), { promoteValues: false });
  const hints = decodeNumbers(raw);
  return { plain: raw, hints, restored: deserialize(serialize(restoreNumbers(raw, hints)), { promoteValues: false }) };
}

const typeOf = (value: unknown) => (value as { _bsontype?: string })._bsontype;

describe('numeric type hints', () => {
  it('gives mingo plain numbers and restores int32, int64 and double on the way out', () => {
    const { plain, hints, restored } = roundTrip({
      i: new Int32(1),
      d: new Double(1),
      f: 1.5,
      l: Long.fromNumber(7),
      nested: { list: [new Double(2), new Int32(3)] },
    });
    expect(plain).toEqual({ i: 1, d: 1, f: 1.5, l: 7, nested: { list: [2, 3] } });
    expect([...hints]).toEqual([['d', 'double'], ['l', 'long'], ['nested.list.0', 'double']]);
    expect(typeOf(restored.i)).toBe('Int32');
    expect(typeOf(restored.d)).toBe('Double');
    expect(typeOf(restored.f)).toBe('Double');
    expect(typeOf(restored.l)).toBe('Long');
    expect(typeOf(restored.nested.list[0])).toBe('Double');
    expect(typeOf(restored.nested.list[1])).toBe('Int32');
  });

  it('does not copy documents without hints and never mutates the source', () => {
    const doc = { a: 1, nested: { b: 2 } };
    expect(restoreNumbers(doc, undefined)).toBe(doc);
    const restored = restoreNumbers(doc, new Map([['nested.b', 'double']]));
    expect(doc.nested.b).toBe(2);
    expect(typeOf((restored.nested as { b: unknown }).b)).toBe('Double');
    expect(restored.nested).not.toBe(doc.nested);
  });

  it('follows the server promotion rules for $inc', () => {
    const after = (before: Record<string, unknown>, beforeHints: [string, 'double' | 'long'][], inc: number, incHints: [string, 'double' | 'long'][] = []) => {
      const result = { n: (before.n as number) + inc };
      return hintsAfterUpdate({
        before,
        beforeHints: new Map(beforeHints),
        after: result,
        update: { $inc: { n: inc } },
        updateHints: new Map(incHints),
        modifiedPaths: ['n'],
      });
    };
    expect(after({ n: 1 }, [], 1)).toBeUndefined(); // int + int = int
    expect(after({ n: 1 }, [['n', 'long']], 1)?.get('n')).toBe('long');
    expect(after({ n: 1 }, [['n', 'double']], 1)?.get('n')).toBe('double');
    expect(after({ n: 1 }, [], 1, [['$inc.n', 'double']])?.get('n')).toBe('double');
    expect(after({ n: 2147483647 }, [], 1)?.get('n')).toBe('long'); // int32 overflow
  });

  it('gives equal index keys to numerically equal values of different types', () => {
    expect(keyString(1)).toBe(keyString(new Double(1)));
    expect(keyString(1)).toBe(keyString(Long.fromNumber(1)));
    expect(keyString({ a: 1, b: 2 })).not.toBe(keyString({ b: 2, a: 1 }));
    expect(keyString('1')).not.toBe(keyString(1));
    expect(keyString(['a,b'])).not.toBe(keyString(['a', 'b']));
  });
});
