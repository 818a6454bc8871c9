import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodeFlow } from '@mailscout/code-flow';
import { errorText } from '../common/error-text';
import { useLanguage } from '@mailscout/i18n';
import { cancelWithCode, requestCancelCode, verifyCancelCode } from '../cancel/cancel-api';
import { cancelSuccessText } from '../cancel/cancel-success-text';

/** docs/product.md#support-dialog 'Cancel dialog' (the unused 'cancelling' state of the original is left out). */
export type DialogStep = 'initial' | 'askEmail' | 'enterOtp' | 'confirmCancel' | 'result';

const PREVIOUS: Partial<Record<DialogStep, DialogStep>> = { askEmail: 'initial', enterOtp: 'askEmail', confirmCancel: 'enterOtp' };

/** Where the dialog is outside the code flow's two steps. */
type Stage = 'initial' | 'code-flow' | 'confirmCancel' | 'result';

// docs/product.md#errors 'Cancel dialog': the server's message, else the step's fallback; no answer at all is the network text.
const DIALOG_ERRORS = {
  failed: { request: 'cancelDialog.errors.request', verify: 'cancelDialog.errors.verify' },
  unreachable: { request: 'cancelDialog.errors.network', verify: 'cancelDialog.errors.network' },
  catalogue: 'account',
} as const;

// Every refused code, empty or short, is 'Please enter the 6-digit code.' (docs/decisions.md#six-digit-codes).
const FIELD_TEXTS = { required: 'common.errors.codeLength', codeLength: 'common.errors.codeLength', challengeMissing: 'cancel.challengeRequired' };

/** The cancel dialog's steps: the code flow (address with the bot challenge, then a check that keeps the code), then the confirmation. */
export function useCancelDialog(email: string | undefined, onCancelled?: () => void) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const [stage, setStage] = useState<Stage>('initial');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ message: string; accessUntil: number | null } | null>(null);
  const flow = useCodeFlow({
    namespace: 'account',
    challenge: 'always',
    fixedEmail: email ?? '',
    request: async (address, captchaToken) => {
      await requestCancelCode({ email: address, captchaToken, language });
      setCode('');
    },
    // docs/product.md#support-dialog: the code is checked without being used up; the confirmation uses it.
    verify: (address, otp) => verifyCancelCode({ email: address, otp }),
    onVerified: () => go('confirmCancel'),
    errors: DIALOG_ERRORS,
    fields: FIELD_TEXTS,
  });
  const step: DialogStep = stage === 'code-flow' ? (flow.step === 'email' ? 'askEmail' : 'enterOtp') : stage;

  function go(next: DialogStep) {
    setError(null);
    setStage(next === 'askEmail' || next === 'enterOtp' ? 'code-flow' : next);
  }

  function back() {
    const previous = PREVIOUS[step];
    if (!previous) return;
    // Back on the email step: a used challenge solution would be refused, so start a fresh one.
    if (previous === 'askEmail') flow.restart();
    go(previous);
  }

  async function confirm() {
    if (!email) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await cancelWithCode({ email, otp: code, language });
      setResult({ message: cancelSuccessText(answer.message, t), accessUntil: answer.accessUntil });
      go('result');
      onCancelled?.();
    } catch (caught) {
      setError(errorText(caught, t, { fallback: t('cancelDialog.errors.cancel'), unknown: t('cancelDialog.errors.network') }));
    } finally {
      setBusy(false);
    }
  }

  return {
    step,
    go,
    back,
    flow,
    code,
    setCode,
    busy: busy || flow.busy !== null,
    error: stage === 'code-flow' ? flow.error : error,
    result,
    requestCode: () => flow.requestCode(),
    verify: () => flow.verify(code).then(() => undefined),
    confirm,
  };
}
