/** A list of translation keys, or the word for none. */
export function KeyList({ label, keys, none }: { label: string; keys: string[]; none: string }) {
  return (
    <div className="lg-coverage__keys">
      <h4>
        {label} ({keys.length})
      </h4>
      {keys.length ? (
        <ul>
          {keys.map((key) => (
            <li key={key}>
              <code>{key}</code>
            </li>
          ))}
        </ul>
      ) : (
        <p>{none}</p>
      )}
    </div>
  );
}
