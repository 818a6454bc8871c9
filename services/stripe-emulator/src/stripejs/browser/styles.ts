/**
 * Plain styles so the stand-in looks like a form field row and a modal; the integration's
 * `style` / `appearance` options are ignored (Stripe renders them inside its iframes).
 */
const CSS = `
.StripeEmulator-fields{display:grid;grid-template-columns:minmax(10em,2fr) repeat(auto-fit,minmax(6em,1fr));gap:8px;font:inherit}
.StripeEmulator-field{display:flex;flex-direction:column;gap:2px;font-size:.85em}
.StripeEmulator-fields [hidden],.StripeEmulator-error[hidden]{display:none}
.StripeEmulator-field input{font:inherit;font-size:1rem;padding:8px;border:1px solid #8a94a6;border-radius:4px;min-width:0;background:#fff;color:#1a1a1a}
.StripeEmulator-field input[aria-invalid=true]{border-color:#df1b41;color:#df1b41}
.StripeEmulator-field input:disabled{background:#f2f2f2}
.StripeEmulator-error{color:#df1b41;margin:4px 0 0;font-size:.85em}
.StripeEmulator-overlay{position:fixed;inset:0;background:rgba(10,20,40,.55);display:flex;align-items:center;justify-content:center;z-index:2147483647}
.StripeEmulator-dialog{background:#fff;color:#1a1a1a;padding:24px;border-radius:8px;max-width:26em;font:16px/1.4 system-ui,sans-serif;box-shadow:0 8px 32px rgba(0,0,0,.3)}
.StripeEmulator-dialog h2{font-size:1.15em;margin:0 0 8px}
.StripeEmulator-dialog .StripeEmulator-actions{display:flex;gap:8px;margin-top:16px;flex-wrap:wrap}
.StripeEmulator-dialog button{font:inherit;padding:8px 14px;border-radius:4px;border:1px solid #1a1a1a;background:#fff;color:#1a1a1a;cursor:pointer}
.StripeEmulator-dialog button.StripeEmulator-approve{background:#0a2540;color:#fff}
.StripeEmulator-dialog button:focus-visible{outline:3px solid #635bff;outline-offset:2px}
`;

export function injectStyles(): void {
  if (document.getElementById('stripe-emulator-styles')) return;
  const style = document.createElement('style');
  style.id = 'stripe-emulator-styles';
  style.textContent = CSS;
  document.head.appendChild(style);
}
