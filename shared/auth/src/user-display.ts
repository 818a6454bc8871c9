/** docs/product.md#constants: initials from the email's local part split on dot, underscore or hyphen. */
export function avatarInitials(email: string): string {
  const local = email.split('@')[0] ?? '';
  const parts = local.split(/[._-]+/).filter(Boolean);
  const letters = parts.length >= 2 ? parts[0]![0]! + parts[1]![0]! : local.slice(0, 2);
  return letters.toUpperCase() || '?';
}
