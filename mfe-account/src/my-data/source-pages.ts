/**
 * Where an owner changes or removes what a source publishes about them: each source's own page
 * (issue 19.6: 'correct a source'). MailScout only shows what these sources hold, so a
 * correction is made there. Sources without a page of their own (local checks, the numbering
 * plan, facts about the domain, the username pivot's guesses) are not listed.
 */
export const SOURCE_PAGES: Readonly<Record<string, string>> = {
  gravatar: 'https://gravatar.com/profile',
  github: 'https://github.com/settings/profile',
  hibp: 'https://haveibeenpwned.com/OptOut',
  libravatar: 'https://www.libravatar.org/account/',
  openpgp: 'https://keys.openpgp.org/manage',
  gitlab: 'https://gitlab.com/-/user_settings/profile',
};

/** The sources that found something about the address and have such a page, in the report's order. */
export function correctableSources(sources: ReadonlyArray<{ source: string; state: string }>): Array<{ source: string; url: string }> {
  const found = sources.filter((progress) => progress.state === 'found' && SOURCE_PAGES[progress.source]);
  return [...new Set(found.map((progress) => progress.source))].map((source) => ({ source, url: SOURCE_PAGES[source]! }));
}
