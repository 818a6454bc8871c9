import { SOURCE_PAGES, type SourceId } from '@mailscout/contracts';

/**
 * Where an owner changes or removes what a source publishes about them: each source's own page,
 * its `correctionPage` in the source catalogue (docs/architecture.md#add-a-source). MailScout only
 * shows what these sources hold, so a correction is made there. Sources without a page of their
 * own are not listed.
 */
const pageOf = (source: string): string | undefined => (Object.hasOwn(SOURCE_PAGES, source) ? SOURCE_PAGES[source as SourceId] : undefined);

/** The sources that found something about the address and have such a page, in the report's order. */
export function correctableSources(sources: ReadonlyArray<{ source: string; state: string }>): Array<{ source: string; url: string }> {
  const found = sources.filter((progress) => progress.state === 'found' && pageOf(progress.source));
  return [...new Set(found.map((progress) => progress.source))].map((source) => ({ source, url: pageOf(source)! }));
}
