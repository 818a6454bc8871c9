import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@mailscout/ui';
import { CodeField } from './code-field';
import { OTP_LENGTH } from './otp';

export interface CodeStepProps {
  codeLabel: string;
  busy: boolean;
  /** The code check is what is running (its button says so). */
  verifying?: boolean;
  fieldError?: string | null;
  submitLabel: string;
  /** The submit button's text while the code is checked; `submitLabel` when left out. */
  busyLabel?: string;
  submitVariant?: 'primary' | 'destructive';
  /** The button waits for all six digits. */
  waitForSixDigits?: boolean;
  resendLabel?: string;
  onResend?: () => void;
  /** docs/decisions.md#sign-in-codes: the code is used up, so the new code is the one action, in the button's place. */
  codeUsedUp?: boolean;
  /** Inside another form (the checkout's): a group whose buttons do not submit it; Enter in the field checks the code. */
  nested?: boolean;
  fieldId?: string;
  autoFocus?: boolean;
  /** The code, when the page holds it (it is needed after the check); otherwise the step holds it. */
  code?: string;
  onCodeChange?: (code: string) => void;
  /** Told on each change of the code (the checkout takes back the field's refusal). */
  onTyping?: () => void;
  className?: string;
  actionsClassName?: string;
  /** Above the field: notices, the intro. */
  top?: ReactNode;
  /** Below the field: the bot challenge, the call's error, progress. */
  children?: ReactNode;
  /** Before the submit button (Back). */
  actionsStart?: ReactNode;
  /** After the resend button (another address). */
  actionsEnd?: ReactNode;
  onSubmit: (code: string) => void;
}

/** Step 2 of the code flow (docs/architecture.md#code-flow): the 6-digit code, with resend. */
export function CodeStep(props: CodeStepProps) {
  const { busy, nested = false, codeUsedUp = false } = props;
  const [ownCode, setOwnCode] = useState('');
  const code = props.code ?? ownCode;
  const setCode = (value: string) => {
    (props.onCodeChange ?? setOwnCode)(value);
    props.onTyping?.();
  };
  const submitDisabled = busy || (props.waitForSixDigits === true && code.length < OTP_LENGTH);
  const submitLabel = props.verifying && props.busyLabel ? props.busyLabel : props.submitLabel;
  const resend = props.onResend ? (
    <Button type="button" variant={codeUsedUp ? undefined : 'link'} onClick={props.onResend} disabled={busy}>
      {props.resendLabel}
    </Button>
  ) : null;
  const actions = (
    <div className={props.actionsClassName}>
      {props.actionsStart}
      {codeUsedUp ? (
        resend
      ) : (
        <>
          <Button
            type={nested ? 'button' : 'submit'}
            variant={props.submitVariant}
            disabled={submitDisabled}
            aria-busy={nested ? props.verifying : undefined}
            onClick={nested ? () => props.onSubmit(code) : undefined}
          >
            {submitLabel}
          </Button>
          {resend}
        </>
      )}
      {props.actionsEnd}
    </div>
  );
  const field = (
    <CodeField
      id={props.fieldId}
      label={props.codeLabel}
      value={code}
      onChange={setCode}
      disabled={nested ? undefined : busy}
      autoFocus={props.autoFocus}
      error={props.fieldError ?? undefined}
      required={!nested}
      onKeyDown={
        nested
          ? (event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              props.onSubmit(code);
            }
          : undefined
      }
    />
  );
  if (nested) {
    return (
      <>
        {props.top}
        {field}
        {props.children}
        {actions}
      </>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(code);
  };
  return (
    <form className={props.className} onSubmit={submit} noValidate aria-busy={busy}>
      {props.top}
      {field}
      {props.children}
      {actions}
    </form>
  );
}
