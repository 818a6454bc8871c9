import { EventEmitter } from 'node:events';

/**
 * "Something about job X changed" inside this process. Stream handlers re-read the job from
 * the database when told (fast path) and on a short interval (changes made by another
 * process), so the database stays the one source of truth.
 */
export class ProgressBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  changed(id: string) {
    this.emitter.emit(id);
  }

  subscribe(id: string, listener: () => void): () => void {
    this.emitter.on(id, listener);
    return () => this.emitter.off(id, listener);
  }
}
