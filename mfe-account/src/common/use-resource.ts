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

  /** Changes loaded data in place, when another call's answer says what it is now. */
  const update = (change: (data: T) => T) => setState((current) => (current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current));

  return { state, reload: () => setAttempt((n) => n + 1), update };
}
