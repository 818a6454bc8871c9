import { coalesce } from '../../src/store/coalesce';

/** A batch function the test answers by hand, recording what each batch carried. */
function manualBatches() {
  const batches: { inputs: number[]; answer(outputs: string[]): void; fail(error: Error): void }[] = [];
  const run = (inputs: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push({ inputs, answer: resolve, fail: reject });
    });
  return { batches, run };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('coalesce (concurrent repository calls in one round trip)', () => {
  it('sends a lone call by itself and answers it', async () => {
    const { batches, run } = manualBatches();
    const call = coalesce(run);
    const answer = call(1);
    await turn();
    expect(batches.map((b) => b.inputs)).toEqual([[1]]);
    batches[0]!.answer(['one']);
    await expect(answer).resolves.toBe('one');
  });

  it('carries the calls made in one turn in one batch, each answered with its own result', async () => {
    const { batches, run } = manualBatches();
    const call = coalesce(run);
    const answers = [call(1), call(2), call(3)];
    await turn();
    expect(batches.map((b) => b.inputs)).toEqual([[1, 2, 3]]);
    batches[0]!.answer(['one', 'two', 'three']);
    await expect(Promise.all(answers)).resolves.toEqual(['one', 'two', 'three']);
  });

  it('never adds a call to a batch already sent: it waits for the next one (its read comes after it was made)', async () => {
    const { batches, run } = manualBatches();
    const call = coalesce(run);
    const first = call(1);
    await turn();
    const later = [call(2), call(3)];
    await turn();
    // Still one batch in flight, and it carries only the call made before it was sent.
    expect(batches.map((b) => b.inputs)).toEqual([[1]]);
    batches[0]!.answer(['one']);
    await expect(first).resolves.toBe('one');
    await turn();
    expect(batches.map((b) => b.inputs)).toEqual([[1], [2, 3]]);
    batches[1]!.answer(['two', 'three']);
    await expect(Promise.all(later)).resolves.toEqual(['two', 'three']);
  });

  it('fails every call of a failed batch with its error, and goes on with the next batch', async () => {
    const { batches, run } = manualBatches();
    const call = coalesce(run);
    const failing = [call(1), call(2)];
    await turn();
    const next = call(3);
    batches[0]!.fail(new Error('database down'));
    await expect(Promise.all(failing.map((p) => p.catch((error: Error) => error.message)))).resolves.toEqual(['database down', 'database down']);
    await turn();
    batches[1]!.answer(['three']);
    await expect(next).resolves.toBe('three');
  });

  it('fails the calls when the batch answers the wrong number of results, and when run throws', async () => {
    const call = coalesce(async (inputs: number[]) => inputs.slice(1));
    await expect(Promise.all([call(1), call(2)])).rejects.toThrow('a batch of 2 answered 1 results');
    const throwing = coalesce((): Promise<number[]> => {
      throw new Error('bad query');
    });
    await expect(throwing(1)).rejects.toThrow('bad query');
  });

  it('splits more calls than the largest batch into several batches', async () => {
    const { batches, run } = manualBatches();
    const call = coalesce(run, { maxBatch: 2 });
    const answers = [call(1), call(2), call(3)];
    await turn();
    expect(batches.map((b) => b.inputs)).toEqual([[1, 2]]);
    batches[0]!.answer(['one', 'two']);
    await turn();
    expect(batches.map((b) => b.inputs)).toEqual([[1, 2], [3]]);
    batches[1]!.answer(['three']);
    await expect(Promise.all(answers)).resolves.toEqual(['one', 'two', 'three']);
  });
});
