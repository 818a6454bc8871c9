import { useEffect, useEffectEvent, useRef } from 'react';
import { registerMainThreadSolvers } from './main-thread-solver';

interface AltchaWidgetProps {
  challengeUrl: string;
  onToken: (token: string | null) => void;
  onLoadError: () => void;
}

type StateChange = CustomEvent<{ state?: string; payload?: string }>;

/**
 * ALTCHA's web component (docs/decisions.md#bot-challenge: self-hosted proof of work, no tracking, works offline).
 * The package is loaded on first use, so pages without a challenge do not download it. Its
 * `external` build is used (no bundled blob workers, which the shell's CSP refuses) with one
 * solver on the main thread. The widget reads its language from `<html lang>`, which the shared
 * i18n keeps current; the German texts are registered beside it. Its `statechange` event carries
 * the payload once verified: that payload is the captchaToken the API checks.
 */
export function AltchaWidget({ challengeUrl, onToken, onLoadError }: AltchaWidgetProps) {
  const host = useRef<HTMLDivElement>(null);
  const emit = useEffectEvent((token: string | null) => onToken(token));
  const fail = useEffectEvent(() => onLoadError());

  useEffect(() => {
    let cancelled = false;
    let widget: HTMLElement | null = null;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as StateChange).detail ?? {};
      emit(state === 'verified' && payload ? payload : null);
    };
    Promise.all([import('altcha/external'), import('altcha/altcha.css')])
      .then(() => import('altcha/i18n/de'))
      .then(
        () => {
          if (cancelled || !host.current) return;
          registerMainThreadSolvers(globalThis.$altcha.algorithms);
          widget = document.createElement('altcha-widget');
          widget.setAttribute('challenge', challengeUrl);
          widget.setAttribute('workers', '1');
          widget.setAttribute('name', 'captchaToken');
          widget.addEventListener('statechange', onStateChange);
          host.current.appendChild(widget);
        },
        () => {
          if (!cancelled) fail();
        },
      );
    return () => {
      cancelled = true;
      widget?.removeEventListener('statechange', onStateChange);
      widget?.remove();
    };
  }, [challengeUrl]);

  return <div ref={host} className="ac-captcha__widget" data-testid="altcha-host" />;
}
