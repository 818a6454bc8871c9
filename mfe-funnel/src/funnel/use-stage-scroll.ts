import { useEffect, useRef, type RefObject } from 'react';

/**
 * docs/product.md#lookup-funnel: the page scrolls to the top on every stage change. Focus moves to the new stage's
 * heading too (after the first stage), so keyboard and screen-reader users start there.
 */
export function useStageScroll(stage: string, container: RefObject<HTMLElement | null>): void {
  const first = useRef(true);
  useEffect(() => {
    window.scrollTo?.({ top: 0, left: 0 });
    if (first.current) {
      first.current = false;
      return;
    }
    container.current?.querySelector<HTMLElement>('h1[tabindex="-1"]')?.focus();
  }, [stage, container]);
}
