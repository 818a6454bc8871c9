import { useCallback, useEffect, useRef } from 'react';
import { dismissToast, toast, type ToastInput } from './toast-store';

/**
 * Toasts that belong to one stage of a page: those it shows are closed when it unmounts (its
 * stage ended), so they never sit over the next stage's content (docs/product.md#page-details).
 *
 * @example
 *   const { toast, dismissAll } = useStageToasts();
 *   toast({ title: t('payment.success') });
 */
export function useStageToasts() {
  const ids = useRef(new Set<number>());

  const dismissAll = useCallback(() => {
    for (const id of ids.current) dismissToast(id);
    ids.current.clear();
  }, []);

  useEffect(() => dismissAll, [dismissAll]);

  const show = useCallback((input: ToastInput) => {
    const handle = toast(input);
    ids.current.add(handle.id);
    return handle;
  }, []);

  return { toast: show, dismissAll };
}
