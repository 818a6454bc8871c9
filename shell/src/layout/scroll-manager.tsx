import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const HASH_WAIT_MS = 4000;

/**
 * docs/product.md#screens: scroll to the top on navigation. A `#anchor` scrolls to its section instead; the
 * section may belong to a remote that is still loading, so wait for it to appear.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const deadline = Date.now() + HASH_WAIT_MS;
    let frame = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ block: 'start' });
      else if (Date.now() < deadline) frame = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
  return null;
}
