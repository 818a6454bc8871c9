import type { ReportDocument } from './report-document';

/** Copy Results (docs/product.md#results): the whole report as plain text, in the page's language. */
export function reportText(doc: ReportDocument): string {
  const lines = [`${doc.title}: ${doc.target}`, doc.date, doc.duration, doc.availableUntil, ''];
  if (doc.creditReturned) lines.push(doc.creditReturned.notice, doc.creditReturned.hint, '');
  const { summary } = doc;
  if (summary.name) lines.push(`${summary.name.value} (${summary.name.from})`);
  if (summary.photo) lines.push(`${summary.photo.from}: ${summary.photo.url}`);
  if (summary.facts.length) lines.push(`${doc.labels.facts}: ${summary.facts.map((fact) => `${fact.value} (${fact.sources})`).join('; ')}`);
  if (summary.name || summary.photo || summary.facts.length) lines.push('');
  for (const section of doc.sections) {
    lines.push(section.title, '-'.repeat(section.title.length));
    if (section.message) lines.push(section.message);
    for (const item of section.items) {
      const value = item.href && !item.value.includes(item.href) ? `${item.value} <${item.href}>` : item.value;
      lines.push(`- ${item.label ? `${item.label}: ` : ''}${value}`);
      for (const detail of item.details ?? []) lines.push(`    ${detail}`);
      if (item.provenance) lines.push(`    ${item.provenance}`);
    }
    lines.push('');
  }
  if (doc.gathered.length) lines.push(doc.labels.gathered, '-'.repeat(doc.labels.gathered.length), ...doc.gathered, '');
  lines.push(doc.footer);
  return lines.join('\n');
}
