// Local parts that name a function rather than a person (docs/decisions.md#verification-checklist "role address").
const ROLE_LOCAL_PARTS = new Set([
  'abuse', 'accounts', 'admin', 'administrator', 'billing', 'careers', 'contact', 'enquiries', 'hello', 'help', 'hostmaster',
  'info', 'jobs', 'marketing', 'no-reply', 'noreply', 'office', 'postmaster', 'press', 'privacy', 'sales', 'security', 'service',
  'support', 'team', 'webmaster',
]);

export function isRoleAddress(localPart: string): boolean {
  // "support+eu" and "sales.uk" are still role addresses.
  const base = localPart.toLowerCase().split(/[+.]/)[0] ?? '';
  return ROLE_LOCAL_PARTS.has(base);
}
