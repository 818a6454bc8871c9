import { useEffect } from 'react';

/**
 * docs/architecture.md#prerendered-pages: the home page arrives prerendered, so a visitor can type into its plain form before
 * this code has run. Hydration leaves what they typed in the field; this takes it into the
 * component's state, so the next render does not wipe it.
 */
export function useTypedBeforeHydration(inputId: string, apply: (typed: string) => void): void {
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (input instanceof HTMLInputElement && input.value !== '') apply(input.value);
    // Once, on mount: later input goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The value of the form's field named `name` as it is in the page, else `fallback`. */
export function fieldValue(form: HTMLFormElement, fallback: string, name = 'email'): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : fallback;
}
