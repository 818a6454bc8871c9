import {
  CATALOGUE_SOURCES,
  CATEGORY_SOURCES,
  NETWORKED,
  SOURCE_CATALOGUE,
  SOURCE_NAME_KEYS,
  SOURCE_PAGES,
  SourceId,
  STAND_IN_SERVICES,
  sourceEntry,
  sourceNameKey,
  standInSettings,
} from '../src';

/** docs/architecture.md#add-a-source: every fact of a source is its catalogue entry; the rest is derived. */
describe('the source catalogue', () => {
  it('is the list of source ids, in its order', () => {
    expect(SourceId.options).toEqual(Object.keys(SOURCE_CATALOGUE));
    expect(CATALOGUE_SOURCES).toEqual(SourceId.options);
  });

  it('derives the networked sources of the credit-back rule', () => {
    expect(NETWORKED).toEqual({
      'local-checks': false,
      'phone-numbering': false,
      gravatar: true,
      github: true,
      hibp: true,
      records: false,
      libravatar: true,
      openpgp: true,
      gitlab: true,
      'domain-facts': false,
      'username-pivot': false,
    });
  });

  it('derives the correction pages, for the sources that have one', () => {
    expect(SOURCE_PAGES).toEqual({
      gravatar: 'https://gravatar.com/profile',
      github: 'https://github.com/settings/profile',
      hibp: 'https://haveibeenpwned.com/OptOut',
      libravatar: 'https://www.libravatar.org/account/',
      openpgp: 'https://keys.openpgp.org/manage',
      gitlab: 'https://gitlab.com/-/user_settings/profile',
    });
    for (const url of Object.values(SOURCE_PAGES)) expect(new URL(url!).protocol).toBe('https:');
  });

  it('derives the categories each source fills', () => {
    expect(CATEGORY_SOURCES.breaches).toEqual(['hibp']);
    expect(CATEGORY_SOURCES.photos).toEqual(['gravatar', 'github', 'libravatar', 'gitlab']);
    expect(CATEGORY_SOURCES.darkWebData).toEqual([]);
  });

  it('gives every source that asks an outside service a stand-in, and a networked source its own service', () => {
    for (const id of CATALOGUE_SOURCES) {
      const { networked, standIn } = sourceEntry(id);
      if (networked) expect({ id, service: typeof standIn?.service }).toEqual({ id, service: 'string' });
      if (standIn) expect({ id, something: Object.keys(standIn.settings).length > 0 || standIn.dns === true }).toEqual({ id, something: true });
    }
    expect(STAND_IN_SERVICES).toEqual(['gravatar', 'github', 'hibp', 'openpgp', 'gitlab', 'rdap', 'sites']);
  });

  it('derives every setting that points the API at the stand-ins', () => {
    expect(standInSettings('http://127.0.0.1:4300', '127.0.0.1:5354')).toEqual({
      GRAVATAR_API_URL: 'http://127.0.0.1:4300',
      GITHUB_API_URL: 'http://127.0.0.1:4300',
      HIBP_API_URL: 'http://127.0.0.1:4300',
      LIBRAVATAR_URL: 'http://127.0.0.1:4300',
      OPENPGP_KEYSERVER_URL: 'http://127.0.0.1:4300',
      GITLAB_API_URL: 'http://127.0.0.1:4300',
      RDAP_BOOTSTRAP_URL: 'http://127.0.0.1:4300/rdap/dns.json',
      DOMAIN_WEBSITE_URL: 'http://127.0.0.1:4300/websites/{domain}/',
      SOURCES_DNS_SERVER: '127.0.0.1:5354',
      PROFILE_SITES_STAND_IN_URL: 'http://127.0.0.1:4300',
    });
  });

  it('derives the key of a source’s name in each place', () => {
    expect(sourceNameKey('report', 'hibp')).toBe('sources.hibp');
    expect(sourceNameKey('funnelPromises', 'username-pivot')).toBe('checkout.promises.sourceNames.username-pivot');
    expect(Object.keys(SOURCE_NAME_KEYS).sort()).toEqual(['funnelEmptyPreview', 'funnelPromises', 'legal', 'marketing', 'report']);
  });
});
