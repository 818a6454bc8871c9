import { useEffect, useEffectEvent, useState } from 'react';

export type Resource<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * Loads one API resource when `key` changes (or on `reload`), ignoring answers that arrive after
 * the component left or asked again. `onLoaded` sees each fresh answer.
 */
export function useResource<T>(load: () => Promise<T>, key: string, onLoaded?: (data: T) => void) {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const run = useEffectEvent(load);
  const loaded = useEffectEvent((data: T) => onLoaded?.(data));

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    run().then(
      (data) => {
        if (!current) return;
        setState({ status: 'ready', data });
        loaded(data);
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  return { state, reload: () => setAttempt((n) => n + 1) };
}
