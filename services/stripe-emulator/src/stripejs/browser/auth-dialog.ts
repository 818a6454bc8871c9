import type { Messages } from './messages';
import { injectStyles } from './styles';

export type AuthOutcome = 'approve' | 'fail';

let counter = 0;

/**
 * Stripe's test-mode 3D Secure page as an accessible modal: role=dialog with aria-modal, focus
 * moved inside and kept there (Tab wraps), Escape fails the challenge like closing Stripe's modal,
 * and focus goes back to where it was afterwards.
 */
export function showAuthDialog(messages: Messages, description: string): Promise<AuthOutcome> {
  injectStyles();
  const id = `stripe-emulator-3ds-${++counter}`;
  const previousFocus = document.activeElement as HTMLElement | null;
  const overlay = document.createElement('div');
  overlay.className = 'StripeEmulator-overlay';
  const dialog = document.createElement('div');
  dialog.className = 'StripeEmulator-dialog';
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.setAttribute('aria-describedby', `${id}-text`);
  const title = document.createElement('h2');
  title.id = `${id}-title`;
  title.textContent = messages.dialogTitle;
  const text = document.createElement('p');
  text.id = `${id}-text`;
  text.textContent = description;
  const actions = document.createElement('div');
  actions.className = 'StripeEmulator-actions';
  const approve = document.createElement('button');
  approve.type = 'button';
  approve.className = 'StripeEmulator-approve';
  approve.textContent = messages.approve;
  const fail = document.createElement('button');
  fail.type = 'button';
  fail.textContent = messages.fail;
  actions.append(approve, fail);
  dialog.append(title, text, actions);
  overlay.appendChild(dialog);
  document.body.appendChild(overlay);
  approve.focus();

  return new Promise((resolve) => {
    const finish = (outcome: AuthOutcome): void => {
      document.removeEventListener('keydown', onKey, true);
      overlay.remove();
      if (previousFocus && document.contains(previousFocus)) previousFocus.focus();
      resolve(outcome);
    };
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        event.preventDefault();
        finish('fail');
      } else if (event.key === 'Tab') {
        event.preventDefault();
        (document.activeElement === approve ? fail : approve).focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    approve.addEventListener('click', () => finish('approve'));
    fail.addEventListener('click', () => finish('fail'));
  });
}
