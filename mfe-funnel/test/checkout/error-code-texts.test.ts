import { errorCatalogue, type ErrorCodeEntry } from '@mailscout/contracts';
import { funnelTranslations } from '../../src/i18n/translations';
import { billingProblem } from '../../src/checkout/checkout-errors';
import { ApiRequestError } from '@mailscout/api-client';

/** The value at a dotted key of a translation tree. */
const textAt = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

describe("the error catalogue's funnel texts (docs/architecture.md#api-request)", () => {
  const keys = Object.entries(errorCatalogue as Record<string, ErrorCodeEntry>).flatMap(([code, entry]) => (entry.texts?.funnel ? [{ code, key: entry.texts.funnel }] : []));

  it.each(['en', 'de'] as const)('has each text the catalogue names in %s', (language) => {
    expect(keys.length).toBeGreaterThan(0);
    for (const { code, key } of keys) {
      expect({ code, text: typeof textAt(funnelTranslations[language], key) }).toEqual({ code, text: 'string' });
    }
  });

  it("words a billing call's known code with the catalogue's text", () => {
    for (const { code, key } of keys) {
      const problem = billingProblem(new ApiRequestError('English text', 409, code, { error: code, message: 'English text' }), 'purchaseFailed');
      expect({ code, problem }).toEqual({ code, problem: { key: key.replace('checkout.errors.', '') } });
    }
  });
});
