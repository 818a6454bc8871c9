import { useCallback, useEffect, useRef } from 'react';
import { toast, type ToastInput } from '@mailscout/ui';

/** docs/product.md#page-details: a stage's toast (e.g. 'Confirmation Email Updated' on payment) is short. */
export const STAGE_TOAST_MS = 3000;

export type StageToast<S extends string> = (stage: S, input: ToastInput) => void;

/**
 * Toasts that belong to a stage of a flow: each is dismissed when its stage ends (the flow moves
 * on, or leaves the page: 'Look Up Another Email'), so 'Payment Successful / Initiating final
 * scan...' never stays over the finished report and a payment-stage notice never outlives the
 * checkout. `show(stage, input)` names the stage the toast is about (usually the one being
 * entered). Unlike the design system's `useStageToasts` (a stage that is its own component and
 * unmounts), these flows keep their stages in one component and raise a toast in the handler
 * that moves to the next stage, before that stage has mounted.
 */
export function useFlowStageToasts<S extends string>(current: S): StageToast<S> {
  const shown = useRef<Array<{ stage: S; dismiss(): void }>>([]);

  useEffect(() => {
    shown.current = shown.current.filter((entry) => {
      if (entry.stage === current) return true;
      entry.dismiss();
      return false;
    });
  }, [current]);

  useEffect(
    () => () => {
      for (const entry of shown.current) entry.dismiss();
      shown.current = [];
    },
    [],
  );

  return useCallback((stage: S, input: ToastInput) => {
    const { dismiss } = toast(input);
    shown.current.push({ stage, dismiss });
  }, []);
}
