import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '@mailscout/api-client';
import type { LookupKind } from '@mailscout/contracts';
import { startLookup } from '../api/lookup-api';

export type LookupStart =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; previewId: string }
  /** The lookup call failed or started no preview: logged only (docs/product.md#api-calls, docs/product.md#errors). */
  | { status: 'unavailable' }
  | { status: 'opted-out' }
  /** The server refused the input (400), e.g. a phone number that is not valid. */
  | { status: 'invalid'; code: string | undefined; message: string };

async function run(kind: LookupKind, target: string): Promise<LookupStart> {
  try {
    const response = await startLookup(kind, target);
    if (response.status === 'opted-out') return { status: 'opted-out' };
    if (response.previewId) return { status: 'ready', previewId: response.previewId };
    console.warn('lookup started no preview', response.status);
    return { status: 'unavailable' };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) return { status: 'invalid', code: error.code, message: error.message };
    console.warn('lookup failed', error instanceof Error ? error.message : error);
    return { status: 'unavailable' };
  }
}

/**
 * Starts the lookup of `target` once (null: not yet). The call is kept in a ref so React's
 * StrictMode double effect subscribes twice to one request instead of sending two. A preview this
 * tab already started for the target (`knownPreviewId`, after a reload) is used as it is.
 */
export function useLookupStart(kind: LookupKind, target: string | null, knownPreviewId: string | null = null): LookupStart {
  const request = useRef<{ key: string; promise: Promise<LookupStart> } | null>(null);
  const [state, setState] = useState<{ key: string; result: LookupStart } | null>(null);
  const key = target ? `${kind}:${target}` : null;

  useEffect(() => {
    if (!key || !target || knownPreviewId) return;
    if (request.current?.key !== key) request.current = { key, promise: run(kind, target) };
    let active = true;
    void request.current.promise.then((result) => {
      if (active) setState({ key, result });
    });
    return () => {
      active = false;
    };
  }, [key, kind, target, knownPreviewId]);

  if (!key) return { status: 'idle' };
  if (knownPreviewId) return { status: 'ready', previewId: knownPreviewId };
  return state?.key === key ? state.result : { status: 'loading' };
}
