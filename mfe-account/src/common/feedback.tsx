import type { ReactNode } from 'react';
import './feedback.css';

/** A red alert with a title (docs/product.md#errors: the account page's 'Fehler' alert), announced at once. */
export function ErrorAlert({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="ac-alert" role="alert">
      {title ? <p className="ac-alert__title">{title}</p> : null}
      <div className="ac-alert__body">{children}</div>
    </div>
  );
}

/** A status line that screen readers announce politely when it changes. */
export function StatusMessage({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'success' }) {
  return (
    <p className={`ac-status ac-status--${tone}`} role="status">
      {children}
    </p>
  );
}

/** An inline error under a form, announced at once. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <p className="ac-form-error" role="alert">
      {children}
    </p>
  );
}
