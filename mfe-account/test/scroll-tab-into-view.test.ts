import { scrollTabIntoView } from '../src/account/scroll-tab-into-view';

/** A 200 px wide row scrolled to `scrollLeft`, and a tab at `left` of `width` inside it. */
function row(scrollLeft: number, left: number, width: number) {
  const list = document.createElement('div');
  const tab = document.createElement('button');
  Object.defineProperty(list, 'clientWidth', { value: 200 });
  Object.defineProperty(tab, 'offsetLeft', { value: left });
  Object.defineProperty(tab, 'offsetWidth', { value: width });
  list.scrollLeft = scrollLeft;
  return { list, tab };
}

describe('scrollTabIntoView (docs/product.md#page-details: one scrollable tab row)', () => {
  it('brings a tab cut off on the right into view, with the next one peeking out', () => {
    const { list, tab } = row(0, 250, 100);
    scrollTabIntoView(list, tab);
    expect(list.scrollLeft).toBe(350 - 200 + 24);
  });

  it('brings a tab cut off on the left into view', () => {
    const { list, tab } = row(300, 100, 80);
    scrollTabIntoView(list, tab);
    expect(list.scrollLeft).toBe(76);
  });

  it('leaves a visible tab alone', () => {
    const { list, tab } = row(40, 60, 100);
    scrollTabIntoView(list, tab);
    expect(list.scrollLeft).toBe(40);
  });
});
