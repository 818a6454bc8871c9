import type { TFunction } from 'i18next';
import { ApiRequestError } from '@mailscout/api-client';
import { codeFlowErrorText } from '@mailscout/code-flow';
import { i18n, initI18n, registerNamespace } from '@mailscout/i18n';
import { PROOF_ERRORS } from '../../src/checkout/code-proof';
import { funnelTranslations } from '../../src/i18n/translations';

initI18n();
registerNamespace('funnel', funnelTranslations);

// The code flow's one mapper with the checkout's texts; the key's last part names the text.
const lastPart = ((key: string) => key.split('.').pop()) as unknown as TFunction;
const verifyCodeError = (error: unknown) => codeFlowErrorText(error, 'verify', PROOF_ERRORS, lastPart);

const answer = (status: number, code: string) => new ApiRequestError('No.', status, code, { error: code, message: 'No.' });

// docs/decisions.md#sign-in-codes: the billing proof says a used-up code needs a new one, not that it is wrong.
describe('billing proof: a code used up by wrong tries', () => {
  it('is told apart from a wrong code', () => {
    expect(verifyCodeError(answer(400, 'CODE_USED_UP'))).toBe('codeUsedUp');
    expect(verifyCodeError(answer(400, 'INVALID_OTP'))).toBe('invalidCode');
  });

  it.each([
    ['en', 'Please send a new code.'],
    ['de', 'Bitte senden Sie einen neuen Code.'],
  ] as const)('says to send a new code (%s)', async (language, text) => {
    await i18n.changeLanguage(language);
    expect(i18n.t('funnel:checkout.proof.errors.codeUsedUp')).toContain(text);
  });
});
