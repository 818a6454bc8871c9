type PhoneModule = typeof import('@mailscout/contracts/phone');

let loading: Promise<PhoneModule> | null = null;

/**
 * The shared phone check (docs/decisions.md#phone-numbers) with its numbering plans (about 20 kB
 * gzipped) is fetched when a visitor turns to the phone form, not with every home page.
 */
export function loadPhoneCheck(): Promise<PhoneModule> {
  loading ??= import('@mailscout/contracts/phone').catch((error: unknown) => {
    loading = null; // a network blip: the next submit tries again
    throw error;
  });
  return loading;
}
