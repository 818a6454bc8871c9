import { createHash } from 'node:crypto';

/**
 * Idempotency-Key handling as Stripe documents it: the first result (success or error,
 * once execution started) is stored per key and API key; a replay with the same request
 * returns it with `Idempotent-Replayed: true`; the same key with a different request is an
 * `idempotency_error`. Keys expire after 24 hours.
 */
export interface StoredResponse {
  status: number;
  body: string;
}

interface Entry {
  fingerprint: string;
  response: StoredResponse;
  storedAt: number;
}

const TTL_MS = 24 * 60 * 60 * 1000;

export class IdempotencyCache {
  private readonly entries = new Map<string, Entry>();

  static fingerprint(method: string, path: string, body: string): string {
    return createHash('sha256').update(`${method} ${path}\n${body}`).digest('hex');
  }

  lookup(apiKey: string, key: string, fingerprint: string): { kind: 'miss' } | { kind: 'replay'; response: StoredResponse } | { kind: 'conflict' } {
    const entry = this.entries.get(`${apiKey}\u0000${key}`);
    if (!entry || Date.now() - entry.storedAt > TTL_MS) return { kind: 'miss' };
    if (entry.fingerprint !== fingerprint) return { kind: 'conflict' };
    return { kind: 'replay', response: entry.response };
  }

  store(apiKey: string, key: string, fingerprint: string, response: StoredResponse): void {
    this.entries.set(`${apiKey}\u0000${key}`, { fingerprint, response, storedAt: Date.now() });
  }

  clear(): void {
    this.entries.clear();
  }
}
