import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeFlowChallenge } from '@mailscout/code-flow';
import { BotChallenge, type ChallengeSubject } from '../captcha/bot-challenge';

interface LoginChallengeProps {
  /** The code flow's challenge state (docs/architecture.md#code-flow). */
  challenge: CodeFlowChallenge;
  /** What the code is for: the proof of work is made for the address and this purpose. */
  purpose: ChallengeSubject['purpose'];
}

/**
 * The bot challenge the code flow asks for after repeated failures (docs/decisions.md#owner-path),
 * with why it is there. Focus comes to the panel, whose name is the explanation, so screen
 * readers read it and Tab goes on into the widget; the form's button then sends the same call
 * again with the solution.
 */
export function LoginChallenge({ challenge, purpose }: LoginChallengeProps) {
  const { t } = useTranslation('account');
  const explanationId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { focusRequest } = challenge;
  useEffect(() => {
    if (focusRequest) panel.current?.focus();
  }, [focusRequest]);
  return (
    <div ref={panel} className="ac-login-challenge" role="group" aria-labelledby={explanationId} tabIndex={-1} data-testid="login-challenge">
      <p id={explanationId} className="ac-muted">
        {t('login.captcha.explanation')}
      </p>
      <BotChallenge onToken={challenge.onToken} resetKey={challenge.resetKey} subject={{ email: challenge.email, purpose }} />
    </div>
  );
}
