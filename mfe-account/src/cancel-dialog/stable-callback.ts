import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A callback whose identity never changes but which always calls the latest `callback`. The ui
 * Dialog re-runs its focus effect when `onClose` changes; a host passing an inline function
 * would otherwise pull the focus back to the first control on every render.
 */
export function useStableCallback(callback: () => void): () => void {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback(() => latest.current(), []);
}
