/**
 * The feed's masked address split at its last '@': only the hidden local part may shrink (with an
 * ellipsis), the provider's domain always shows in full (issue 15.4).
 */
export function MaskedAddress({ value }: { value: string }) {
  const at = value.lastIndexOf('@');
  const local = at < 0 ? value : value.slice(0, at);
  const domain = at < 0 ? '' : value.slice(at);
  return (
    <span className="mk-ticker__email">
      <span className="mk-ticker__local">{local}</span>
      <span className="mk-ticker__domain">{domain}</span>
    </span>
  );
}
