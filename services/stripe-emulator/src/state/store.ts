/**
 * In-memory object store. Objects are kept in the exact JSON shape Stripe returns (with
 * related objects as id strings); responses are deep copies, so handlers never leak live
 * state and expansion can replace ids freely.
 */
export interface StripeObject {
  id: string;
  object: string;
  created?: number;
  [key: string]: unknown;
}

interface Entry {
  value: StripeObject;
  seq: number;
}

export class Store {
  private readonly entries = new Map<string, Entry>();
  private seq = 0;

  insert<T extends StripeObject>(value: T): T {
    this.entries.set(value.id, { value, seq: this.seq++ });
    return value;
  }

  get<T extends StripeObject = StripeObject>(id: string, object?: string): T | undefined {
    const entry = this.entries.get(id);
    if (!entry || (object && entry.value.object !== object)) return undefined;
    return entry.value as T;
  }

  delete(id: string): void {
    this.entries.delete(id);
  }

  /**
   * All objects of a type, newest first (Stripe's list order). Creation order breaks ties
   * between objects created in the same second.
   */
  all<T extends StripeObject = StripeObject>(object: string): T[] {
    const out: Entry[] = [];
    for (const entry of this.entries.values()) if (entry.value.object === object) out.push(entry);
    out.sort((a, b) => (b.value.created ?? 0) - (a.value.created ?? 0) || b.seq - a.seq);
    return out.map((entry) => entry.value as T);
  }

  clear(): void {
    this.entries.clear();
  }
}

export function clone<T>(value: T): T {
  return structuredClone(value);
}
