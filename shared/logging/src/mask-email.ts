const MASK = '•••';

// Stops at characters that delimit an address inside paths, URLs, JSON and prose. The domain
// must end in a letter label so that package paths like `pino@10.4.0` in stacks stay readable.
const DELIMITER = String.raw`\s@/\\?#&=<>"'(),;:\[\]`;
const EMAIL_IN_TEXT = new RegExp(`[^${DELIMITER}]+@(?:[^${DELIMITER}.]+\\.)+[A-Za-z][A-Za-z0-9-]*`, 'g');

/**
 * Keeps just enough of an address to tell two log lines apart (first letter and domain):
 * `john@x.com` → `j•••@x.com`. Anything without an `@` is hidden entirely.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return MASK;
  const local = email.slice(0, at);
  return `${local.slice(0, 1)}${MASK}${email.slice(at)}`;
}

/** Masks every email address found in free text (log messages, error messages, stacks). */
export function maskEmailsInText(text: string): string {
  return text.replace(EMAIL_IN_TEXT, maskEmail);
}
