/** The id of a Stripe reference, whether the API answered it expanded (an object) or not (an id). */
export const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === 'string' ? value : value.id);
