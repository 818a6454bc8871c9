import { sourcesForKind, type SourceId } from '@mailscout/contracts';
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
 * Every source of the lookup engine (docs/decisions.md#sources), built from the configuration and
 * keyed by its id, so a source of the catalogue without an implementation fails to compile; the
 * kinds of lookup each is asked in, and the order, are its catalogue entry's
 * (docs/architecture.md#add-a-source). HIBP is included even without a key: it answers
 * `enabled: false` and the runner reports it `disabled`. The username pivot runs after the
 * sources whose usernames it reads (its `dependsOn`).
 */
export function createSources(config: AppConfig, store: Store): { email: Source[]; phone: Source[] } {
  const dns = sourceDns(config.sources.dnsServer);
  const byId: Record<SourceId, Source> = {
    // The configured resolver too: with the host's own DNS, the checklist said 'undeliverable'
    // for a domain whose MX the domain facts had just read from the stand-in.
    'local-checks': localChecksSource({ dns }),
    'phone-numbering': phoneNumberingSource(),
    gravatar: gravatarSource(config.sources.gravatar),
    github: githubSource(config.sources.github),
    hibp: hibpSource(config.sources.hibp),
    records: recordsSource(store.records),
    libravatar: libravatarSource({ url: config.sources.libravatar.url, dns }),
    openpgp: openpgpSource(config.sources.openpgp),
    gitlab: gitlabSource(config.sources.gitlab),
    'domain-facts': domainFactsSource({ dns, ...config.sources.domainFacts }),
    'username-pivot': usernamePivotSource({ standInUrl: config.sources.profileSitesStandInUrl }),
  };
  return { email: sourcesForKind('email').map((id) => byId[id]), phone: sourcesForKind('phone').map((id) => byId[id]) };
}
