/** A route's path with its `:name` parameters filled in, each URL-encoded; a missing one is an error. */
export function fillPath(name: string, path: string, params?: Readonly<Record<string, string | number>>): string {
  return path.replace(/:(\w+)/g, (_match, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new TypeError(`${name}: the path parameter '${key}' is missing`);
    return encodeURIComponent(String(value));
  });
}
