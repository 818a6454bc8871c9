import type { AppConfig } from '../config/config';
import type { Store } from '../store/create-store';
import { githubSource } from './github/github-source';
import { gravatarSource } from './gravatar/gravatar-source';
import { hibpSource } from './hibp/hibp-source';
import { localChecksSource } from './local-checks/local-checks-source';
import { phoneNumberingSource } from './phone/phone-numbering-source';
import { recordsSource } from './records/records-source';
import type { Source } from './source';

/**
 * Every source of the lookup engine (DECISIONS §6), per kind of lookup. HIBP is included even
 * without a key: it answers `enabled: false` and the runner reports it `disabled`.
 */
export function createSources(config: AppConfig, store: Store): { email: Source[]; phone: Source[] } {
  const records = recordsSource(store.records);
  return {
    email: [
      localChecksSource(),
      gravatarSource(config.sources.gravatar),
      githubSource(config.sources.github),
      hibpSource(config.sources.hibp),
      records,
    ],
    phone: [phoneNumberingSource(), records],
  };
}
