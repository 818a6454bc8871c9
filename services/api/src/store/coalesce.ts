/**
 * Concurrent calls of one repository read or write, sent to the database together (docs/architecture.md#hot-path):
 * a call made while an earlier batch is in flight waits for the next batch, which carries every
 * call that arrived meanwhile in one round trip. Under load this turns one command per request
 * into one command per batch; with nothing in flight a call goes out at the end of the current
 * turn of the event loop (with the calls of the other requests read in that turn), so a lone
 * request waits no longer than before.
 *
 * A call never joins a batch that has already been sent: what a batch reads was read after
 * every call in it was made. That keeps the guarantees of a read made by the call itself, e.g.
 * an address opted out before a lookup started is seen by that lookup.
 *
 * `run` answers one result per input, in order; if it fails, every call of the batch fails with
 * its error (as each would have on its own).
 */
export function coalesce<In, Out>(run: (inputs: In[]) => Promise<Out[]>, options: { maxBatch?: number } = {}): (input: In) => Promise<Out> {
  const maxBatch = options.maxBatch ?? 500;
  let waiting: { input: In; resolve(out: Out): void; reject(error: unknown): void }[] = [];
  let inFlight = false;

  function send() {
    if (inFlight || waiting.length === 0) return;
    const batch = waiting.length > maxBatch ? waiting.splice(0, maxBatch) : waiting;
    if (batch === waiting) waiting = [];
    inFlight = true;
    let answered: Promise<Out[]>;
    try {
      answered = run(batch.map((call) => call.input));
    } catch (error) {
      answered = Promise.reject(error);
    }
    answered
      .then(
        (outputs) => {
          if (outputs.length !== batch.length) throw new Error(`a batch of ${batch.length} answered ${outputs.length} results`);
          batch.forEach((call, i) => call.resolve(outputs[i]!));
        },
        (error: unknown) => batch.forEach((call) => call.reject(error)),
      )
      .catch((error: unknown) => batch.forEach((call) => call.reject(error)))
      .finally(() => {
        inFlight = false;
        send();
      });
  }

  let scheduled = false;
  return (input) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      // After the requests already read in this turn of the event loop have had their say.
      if (!scheduled && !inFlight) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          send();
        });
      }
    });
}
