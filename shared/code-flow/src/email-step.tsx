import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, TextField } from '@mailscout/ui';

export interface EmailStepProps {
  label: string;
  initialEmail: string;
  /** The address is the signed-in account's: shown, not typed. */
  readOnly?: boolean;
  busy: boolean;
  fieldError?: string | null;
  /** True when focus belongs to the field (the user came back to this step). */
  autoFocus?: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Beyond busy: e.g. until the challenge is solved. */
  submitDisabled?: boolean;
  /** The id of a hint that says why the button waits. */
  submitDescribedBy?: string;
  className?: string;
  actionsClassName?: string;
  /** Above the field: the intro, notices. */
  top?: ReactNode;
  /** Below the field: the bot challenge, its hint, the call's error. */
  children?: ReactNode;
  /** Before the submit button (a Back button). */
  actionsStart?: ReactNode;
  /** Told each change, for a page whose button waits for an address. */
  onEmailChange?: (email: string) => void;
  onSubmit: (email: string) => void;
}

/** Step 1 of the code flow (docs/architecture.md#code-flow): the address the code goes to. */
export function EmailStep(props: EmailStepProps) {
  const { label, initialEmail, readOnly = false, busy, fieldError, autoFocus, submitLabel, busyLabel, submitDisabled = false, submitDescribedBy } = props;
  const [email, setEmail] = useState(initialEmail);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(email);
  };
  return (
    <form className={props.className} onSubmit={submit} noValidate aria-busy={busy}>
      {props.top}
      <TextField
        label={label}
        type="email"
        name="email"
        autoComplete="email"
        required={!readOnly}
        readOnly={readOnly}
        value={readOnly ? initialEmail : email}
        onChange={(event) => {
          setEmail(event.target.value);
          props.onEmailChange?.(event.target.value);
        }}
        error={fieldError ?? undefined}
        autoFocus={autoFocus}
        disabled={busy && !readOnly}
      />
      {props.children}
      <div className={props.actionsClassName}>
        {props.actionsStart}
        <Button type="submit" disabled={busy || submitDisabled} aria-describedby={submitDescribedBy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
