import { errorCatalogue, type ErrorCodeEntry } from '@mailscout/contracts';
import { accountTranslations } from '../src/i18n/translations';

/** The value at a dotted key of a translation tree. */
const textAt = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

describe("the error catalogue's account texts (docs/architecture.md#api-request)", () => {
  const keys = Object.entries(errorCatalogue as Record<string, ErrorCodeEntry>).flatMap(([code, entry]) => (entry.texts?.account ? [{ code, key: entry.texts.account }] : []));

  it('names texts for the codes the account pages translate', () => {
    expect(keys.map(({ code }) => code).sort()).toEqual(['CAPTCHA_REQUIRED', 'CODE_GUESSES_USED_UP', 'CODE_USED_UP', 'EXPORT_LIMIT_REACHED', 'INTERNAL_ERROR', 'INVALID_OTP', 'NO_ACTIVE_SUBSCRIPTION', 'RATE_LIMITED', 'UNAUTHORIZED', 'WATCH_LINK_INVALID', 'WATCH_PROOF_REQUIRED']);
  });

  it.each(['en', 'de'] as const)('has each of them in %s', (language) => {
    for (const { code, key } of keys) {
      expect({ code, text: typeof textAt(accountTranslations[language], key) }).toEqual({ code, text: 'string' });
    }
  });
});
