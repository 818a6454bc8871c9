import { recentPreviews } from '../../src/store/recent-previews';

const at = (ms: number) => new Date(ms);
const preview = (id: string, created: number, expires = created + 3_600_000) => ({ _id: id, createdAt: at(created), expiresAt: at(expires) });

describe('previews this process knows (reuse without a database read)', () => {
  it('answers a preview created since the given time and not expired, else nothing', () => {
    const known = recentPreviews();
    known.remember('a', preview('p1', 1_000, 5_000));
    expect(known.find('a', at(500), 2_000)?._id).toBe('p1');
    expect(known.find('a', at(1_500), 2_000)).toBeUndefined(); // older than the reuse window
    expect(known.find('a', at(500), 5_000)).toBeUndefined(); // expired (TTL)
    expect(known.find('b', at(0), 2_000)).toBeUndefined();
  });

  it('keeps the newest preview of a target', () => {
    const known = recentPreviews();
    known.remember('a', preview('new', 2_000));
    known.remember('a', preview('old', 1_000));
    expect(known.find('a', at(0), 2_500)?._id).toBe('new');
    known.remember('a', preview('newer', 3_000));
    expect(known.find('a', at(0), 3_500)?._id).toBe('newer');
  });

  it('forgets a target whose previews are deleted, also against a read that started before', () => {
    const known = recentPreviews();
    known.remember('a', preview('p1', 1_000));
    const stamp = known.stamp();
    known.forget('a');
    expect(known.find('a', at(0), 1_500)).toBeUndefined();
    known.remember('a', preview('p1', 1_000), stamp); // the read's answer arrives after the deletion
    expect(known.find('a', at(0), 1_500)).toBeUndefined();
    known.remember('a', preview('p2', 2_000), known.stamp());
    expect(known.find('a', at(0), 2_500)?._id).toBe('p2');
  });

  it('holds at most its limit, forgetting the oldest first', () => {
    const known = recentPreviews(2);
    known.remember('a', preview('pa', 1_000));
    known.remember('b', preview('pb', 1_000));
    known.remember('c', preview('pc', 1_000));
    expect(['a', 'b', 'c'].map((target) => known.find(target, at(0), 1_500)?._id)).toEqual([undefined, 'pb', 'pc']);
  });
});
