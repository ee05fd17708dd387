import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the window (below or beside it); once true it
 * stays true. For what a page loads only when the reader gets near it. Without
 * IntersectionObserver it is true at once.
 */
export function useNearView(target: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, margin, near]);
  return near;
}
