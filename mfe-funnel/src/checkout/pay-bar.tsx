import { useEffect, useState, type ReactNode, type RefObject } from 'react';

/**
 * Whether the element is below the visible part of the page (not yet scrolled to). Without
 * IntersectionObserver (old browsers, jsdom) it never is, so nothing extra shows.
 */
export function useBelowTheFold(element: RefObject<HTMLElement | null>): boolean {
  const [below, setBelow] = useState(false);
  useEffect(() => {
    const node = element.current;
    if (!node || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setBelow(!entry.isIntersecting && entry.boundingClientRect.top > 0);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return below;
}

export interface PayBarProps {
  /** The row of the form's own Pay button: the bar shows only while that row is below the screen. */
  payRow: RefObject<HTMLElement | null>;
  /** What is charged today and what it renews at (the same text as beside the Pay button). */
  price: ReactNode;
  /** The Pay button: a submit button of the same form, so it pays or shows what is missing. */
  children: ReactNode;
}

/**
 * docs/product.md#payment-stage: on a phone the price and Pay are on the first screen after the teaser.
 * The form (billing email, name, card, terms) is taller than a phone's screen, so while its own Pay
 * button is below the screen a bar at the bottom carries the price and a Pay button of the same
 * form: pressing it submits, and a field still missing is focused (scrolled to) with its message.
 * Wide screens never show it (checkout.css); once the form's button is in view the bar leaves, so
 * one Pay button is offered at a time.
 */
export function PayBar({ payRow, price, children }: PayBarProps) {
  const below = useBelowTheFold(payRow);
  return (
    <div className="fn-ck-paybar" hidden={!below} data-testid="pay-bar">
      <p className="fn-ck-paybar__price">{price}</p>
      {children}
    </div>
  );
}
