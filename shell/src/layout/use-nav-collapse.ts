import { useLayoutEffect, useState, type RefObject } from 'react';

/** The space the inline menu may take: the bar's width minus the brand and the gap beside it. */
function availableWidth(bar: HTMLElement, brand: HTMLElement): number {
  const style = getComputedStyle(bar);
  const padding = (parseFloat(style.paddingLeft) || 0) + (parseFloat(style.paddingRight) || 0);
  const gap = parseFloat(style.columnGap) || 0;
  return bar.clientWidth - padding - brand.offsetWidth - gap;
}

/**
 * The width the menu's items take on one line (they never shrink or wrap): their natural widths
 * and the gaps between them. Measured from the children because the menu does not clip them
 * (the user menu's dropdown hangs out of it).
 */
function contentWidth(menu: HTMLElement): number {
  const items = Array.from(menu.children) as HTMLElement[];
  const gap = parseFloat(getComputedStyle(menu).columnGap) || 0;
  return items.reduce((sum, item) => sum + Math.max(item.scrollWidth, item.getBoundingClientRect().width), 0) + gap * Math.max(0, items.length - 1);
}

/** The menu's own width, fractional where layout gives one (rounded widths could add up wrong). */
function boxWidth(element: HTMLElement): number {
  return Math.max(element.getBoundingClientRect().width, element.clientWidth);
}

/**
 * Whether the navigation must collapse into its menu button (docs/product.md#page-details: the German links
 * wrapped to two lines at 1366 px). Measured, not a fixed breakpoint: the width the links need
 * depends on the language and on being signed in. While inline, the menu overflowing its space
 * (its items never wrap) collapses it, remembering the width it needed; while collapsed, the bar
 * growing to that width brings it back. `contentKey` changes (language, sign-in) measure again.
 * Layout effects run before paint, so the wrong state is never shown.
 */
export function useNavCollapse(
  bar: RefObject<HTMLElement | null>,
  brand: RefObject<HTMLElement | null>,
  menu: RefObject<HTMLElement | null>,
  contentKey: string,
): boolean {
  const [state, setState] = useState<{ collapsed: boolean; needed: number; key: string }>({ collapsed: false, needed: 0, key: contentKey });

  // New content: measure it inline again.
  if (state.key !== contentKey) setState({ collapsed: false, needed: 0, key: contentKey });

  useLayoutEffect(() => {
    const barEl = bar.current;
    const brandEl = brand.current;
    if (!barEl || !brandEl) return;
    const evaluate = () => {
      setState((current) => {
        const menuEl = menu.current;
        if (!current.collapsed) {
          if (!menuEl) return current;
          const needed = contentWidth(menuEl);
          return needed > boxWidth(menuEl) + 1 ? { ...current, collapsed: true, needed } : current;
        }
        return availableWidth(barEl, brandEl) >= current.needed ? { ...current, collapsed: false } : current;
      });
    };
    evaluate();
    if (typeof ResizeObserver === 'undefined') return;
    // The bar resizing (window), or the links resizing inside it (the web font swapping in).
    const observer = new ResizeObserver(evaluate);
    observer.observe(barEl);
    for (const child of Array.from(menu.current?.children ?? [])) observer.observe(child);
    return () => observer.disconnect();
  }, [bar, brand, menu, state.collapsed, state.key]);

  return state.collapsed;
}
