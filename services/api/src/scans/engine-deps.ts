import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/config';
import type { Source } from '../sources/source';
import type { Store } from '../store/create-store';
import type { CircuitBreakers } from './circuit-breaker';
import type { ProgressBus } from './progress-bus';
import type { SourceRateLimiter } from './rate-limiter';

export interface SourceSet {
  email: Source[];
  phone: Source[];
}

/** What the preview runner, the scan service and the worker share. */
export interface EngineDeps {
  config: AppConfig;
  store: Store;
  sources: SourceSet;
  bus: ProgressBus;
  limiter: SourceRateLimiter;
  /** One circuit per source in this process (docs/architecture.md#scans-end). */
  breakers: CircuitBreakers;
  hashTarget: (target: string) => string;
  /** docs/decisions.md#opt-out: the suppression list, under its own key (store/suppression-hash.ts). */
  isSuppressed: (target: string) => Promise<boolean>;
  log: FastifyBaseLogger;
}
