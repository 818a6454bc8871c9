export function Spinner({ label }: { label: string }) {
  return (
    <span className="ms-spinner" role="status">
      <span className="ms-visually-hidden">{label}</span>
    </span>
  );
}
