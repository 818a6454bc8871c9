/** Room left beside a tab brought into view, so the next one peeks out and shows the row scrolls. */
const PEEK_PX = 24;

/**
 * Scrolls a horizontally scrolling tab row (its `position: relative` makes it the tabs'
 * offsetParent) so that `tab` is fully visible. Unlike `scrollIntoView`, it never scrolls the
 * page vertically.
 */
export function scrollTabIntoView(list: HTMLElement, tab: HTMLElement): void {
  const start = tab.offsetLeft;
  const end = start + tab.offsetWidth;
  if (start < list.scrollLeft) list.scrollLeft = Math.max(0, start - PEEK_PX);
  else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth + PEEK_PX;
}
