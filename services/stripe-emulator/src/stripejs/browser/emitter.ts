export type Handler = (event: unknown) => unknown;

/** Elements' `on` / `once` / `off`; `off` without a handler drops every handler of the event. */
export class Emitter {
  private readonly handlers = new Map<string, Set<Handler>>();

  on(event: string, handler: Handler): void {
    if (typeof handler !== 'function') throw new TypeError(`A handler function is required to listen to '${event}'.`);
    const set = this.handlers.get(event) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(event, set);
  }

  once(event: string, handler: Handler): void {
    const wrapper: Handler = (payload) => {
      this.off(event, wrapper);
      return handler(payload);
    };
    this.on(event, wrapper);
  }

  off(event: string, handler?: Handler): void {
    if (handler) this.handlers.get(event)?.delete(handler);
    else this.handlers.delete(event);
  }

  emit(event: string, payload: unknown): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) {
      try {
        handler(payload);
      } catch (error) {
        // A merchant handler that throws must not break the Element, as in Stripe.js.
        setTimeout(() => {
          throw error;
        });
      }
    }
  }

  clear(): void {
    this.handlers.clear();
  }
}
