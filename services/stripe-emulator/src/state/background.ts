/**
 * Work the emulator does after answering, as Stripe does it in the background (a test clock
 * advancing). Every step is scheduled here so that `reset` and `stop` cancel what is pending:
 * nothing of one test's state keeps running into the next.
 */
export class BackgroundWork {
  private readonly timers = new Set<NodeJS.Timeout>();
  private generation = 0;

  /** Runs `work` after `delayMs`, unless the work was cancelled meanwhile. */
  later(work: () => void, delayMs = 0): void {
    const generation = this.generation;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (generation === this.generation) work();
    }, delayMs);
    this.timers.add(timer);
  }

  cancelAll(): void {
    this.generation += 1;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
