import { useEffect, useSyncExternalStore, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { dismissToast, getToasts, subscribeToasts } from './toast-store';

/**
 * Renders the open toast. Mounted once, by the shell. F8 moves focus to it (docs/product.md#constants); Escape
 * inside it closes it, as does its close button (keyboard dismissal).
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const { t } = useTranslation('ui');
  const visible = toasts.filter((item) => item.open);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') document.getElementById('toast-viewport')?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || visible.length === 0) return;
    event.stopPropagation();
    for (const item of visible) dismissToast(item.id);
  };

  return (
    <section id="toast-viewport" className="ms-toast-viewport" aria-label={t('toast.region')} tabIndex={-1} onKeyDown={onKeyDown}>
      {visible.map((item) => (
        <div
          key={item.id}
          className={`ms-toast ms-toast--${item.variant}`}
          role={item.variant === 'destructive' ? 'alert' : 'status'}
          aria-live={item.variant === 'destructive' ? 'assertive' : 'polite'}
          data-testid="toast"
        >
          <div className="ms-toast__text">
            <p className="ms-toast__title">{item.title}</p>
            {item.description ? <p className="ms-toast__description">{item.description}</p> : null}
            {item.reference ? <p className="ms-toast__reference">{t('toast.reference', { id: item.reference })}</p> : null}
          </div>
          <button type="button" className="ms-toast__close" onClick={() => dismissToast(item.id)} aria-label={t('toast.close')}>
            <X size={18} />
          </button>
        </div>
      ))}
    </section>
  );
}
