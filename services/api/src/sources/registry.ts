import type { AppConfig } from '../config/config';
import type { Store } from '../store/create-store';
import type { Source } from './source';

/** Temporary (lead): replaced by the sources engineer's registry. */
export function createSources(_config: AppConfig, _store: Store): { email: Source[]; phone: Source[] } {
  return { email: [], phone: [] };
}
