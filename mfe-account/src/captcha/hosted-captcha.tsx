import { useEffect, useEffectEvent, useRef } from 'react';
import { useLanguage } from '@mailscout/i18n';
import { loadScript } from './load-script';

type HostedProvider = 'hcaptcha' | 'turnstile';

/** The explicit-rendering scripts and container classes each provider documents. */
const PROVIDERS: Record<HostedProvider, { script: string; containerClass: string }> = {
  hcaptcha: { script: 'https://js.hcaptcha.com/1/api.js?render=explicit', containerClass: 'h-captcha' },
  turnstile: { script: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', containerClass: 'cf-turnstile' },
};

/** The part of `window.hcaptcha` / `window.turnstile` used here. */
interface HostedCaptchaApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | number;
  remove?(widgetId: string | number): void;
}

interface HostedCaptchaProps {
  provider: HostedProvider;
  siteKey: string;
  onToken: (token: string | null) => void;
  onLoadError: () => void;
}

/**
 * hCaptcha or Cloudflare Turnstile when configured instead of ALTCHA (docs/decisions.md#bot-challenge). Their
 * scripts come from the providers' CDNs; when they cannot load (offline), the page says so and
 * offers a retry instead of breaking.
 */
export function HostedCaptcha({ provider, siteKey, onToken, onLoadError }: HostedCaptchaProps) {
  const host = useRef<HTMLDivElement>(null);
  const language = useLanguage();
  const emit = useEffectEvent((token: string | null) => onToken(token));
  const fail = useEffectEvent(() => onLoadError());
  const languageAtStart = useEffectEvent(() => language);

  useEffect(() => {
    let cancelled = false;
    let container: HTMLDivElement | null = null;
    let widgetId: string | number | undefined;
    let widgetApi: HostedCaptchaApi | undefined;
    const { script, containerClass } = PROVIDERS[provider];
    loadScript(script).then(
      () => {
        widgetApi = (window as unknown as Partial<Record<HostedProvider, HostedCaptchaApi>>)[provider];
        if (cancelled || !host.current) return;
        if (!widgetApi) return fail();
        container = document.createElement('div');
        container.className = containerClass;
        host.current.appendChild(container);
        widgetId = widgetApi.render(container, {
          sitekey: siteKey,
          // hCaptcha names the option `hl`, Turnstile `language`.
          [provider === 'hcaptcha' ? 'hl' : 'language']: languageAtStart(),
          callback: (token: string) => emit(token),
          'expired-callback': () => emit(null),
          'error-callback': () => emit(null),
        });
      },
      () => {
        if (!cancelled) fail();
      },
    );
    return () => {
      cancelled = true;
      try {
        if (widgetId !== undefined) widgetApi?.remove?.(widgetId);
      } catch {
        /* the provider's widget is gone already */
      }
      container?.remove();
    };
  }, [provider, siteKey]);

  return <div ref={host} className="ac-captcha__widget" data-testid={`${provider}-host`} />;
}
