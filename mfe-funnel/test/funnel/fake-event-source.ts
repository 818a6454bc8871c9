import { act } from '@testing-library/react';

type Listener = (event: MessageEvent<string>) => void;

/**
 * jsdom has no EventSource: this stand-in records each stream the page opens and lets a test
 * send named events, fail the connection or end it as the API does.
 */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, Set<Listener>>();
  onerror: ((event: Event) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  closed = false;

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(name: string, listener: Listener): void {
    if (!this.listeners.has(name)) this.listeners.set(name, new Set());
    this.listeners.get(name)!.add(listener);
  }

  removeEventListener(name: string, listener: Listener): void {
    this.listeners.get(name)?.delete(listener);
  }

  close(): void {
    this.closed = true;
  }

  /** A named event with JSON data, as the server sends it. */
  emit(name: string, data: unknown): void {
    act(() => {
      for (const listener of this.listeners.get(name) ?? []) listener(new MessageEvent(name, { data: JSON.stringify(data) }));
    });
  }

  /** The server answered with a stream (200 text/event-stream). */
  open(): void {
    act(() => this.onopen?.(new Event('open')));
  }

  /** The connection fails: before `open()` a refusal (429, 503, unreachable), after it a drop. */
  fail(): void {
    act(() => this.onerror?.(new Event('error')));
  }

  /** The server closes a stream whose job is not over (`event: close`), as it does when idle. */
  closeByServer(reason: 'idle' | 'lifetime' | 'shutdown' = 'idle'): void {
    this.emit('close', { reason, message: 'Progress is still checked every few seconds.' });
    act(() => this.onerror?.(new Event('error')));
  }

  /**
   * The server's instance shuts down: it sends `retry:` and `event: close` asking for a
   * reconnect, then ends the stream (docs/deploy.md#graceful-shutdown).
   */
  moveByServer(retryMs = 1500): void {
    this.emit('close', { reason: 'shutdown', reconnect: true, retryMs, message: 'The server is restarting; live updates continue from another server.' });
    act(() => this.onerror?.(new Event('error')));
  }

  static latest(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('no event stream was opened');
    return last;
  }

  static install(): void {
    FakeEventSource.instances = [];
    Object.assign(globalThis, { EventSource: FakeEventSource });
  }

  static uninstall(): void {
    FakeEventSource.instances = [];
    delete (globalThis as { EventSource?: unknown }).EventSource;
  }
}
