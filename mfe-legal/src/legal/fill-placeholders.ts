/** Replaces `{{name}}` with its figure; an unknown name stays visible so a test can catch it. */
export function fillPlaceholders(text: string, figures: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => figures[name] ?? match);
}

/** Every placeholder name used in a text (for the tests that check the documents). */
export function placeholdersIn(text: string): string[] {
  return Array.from(text.matchAll(/\{\{\s*(\w+)\s*\}\}/g), (match) => match[1]!);
}
