import type { AppConfig } from '../config/config';
import type { Store } from '../store/create-store';
import { sourceDns } from './dns/source-dns';
import { domainFactsSource } from './domain-facts/domain-facts-source';
import { githubSource } from './github/github-source';
import { gitlabSource } from './gitlab/gitlab-source';
import { gravatarSource } from './gravatar/gravatar-source';
import { hibpSource } from './hibp/hibp-source';
import { libravatarSource } from './libravatar/libravatar-source';
import { localChecksSource } from './local-checks/local-checks-source';
import { openpgpSource } from './openpgp/openpgp-source';
import { phoneNumberingSource } from './phone/phone-numbering-source';
import { recordsSource } from './records/records-source';
import type { Source } from './source';
import { usernamePivotSource } from './username-pivot/username-pivot-source';

/**
 * Every source of the lookup engine (docs/decisions.md#sources), per kind of lookup. HIBP is
 * included even without a key: it answers `enabled: false` and the runner reports it
 * `disabled`. The username pivot runs after the sources whose usernames it reads.
 */
export function createSources(config: AppConfig, store: Store): { email: Source[]; phone: Source[] } {
  const records = recordsSource(store.records);
  const dns = sourceDns(config.sources.dnsServer);
  return {
    email: [
      // The configured resolver too: with the host's own DNS, the checklist said 'undeliverable'
      // for a domain whose MX the domain facts had just read from the stand-in.
      localChecksSource({ dns }),
      gravatarSource(config.sources.gravatar),
      githubSource(config.sources.github),
      hibpSource(config.sources.hibp),
      records,
      libravatarSource({ url: config.sources.libravatar.url, dns }),
      openpgpSource(config.sources.openpgp),
      gitlabSource(config.sources.gitlab),
      domainFactsSource({ dns, ...config.sources.domainFacts }),
      usernamePivotSource({ standInUrl: config.sources.profileSitesStandInUrl }),
    ],
    phone: [phoneNumberingSource(), records],
  };
}
