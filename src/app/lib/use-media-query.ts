import { useSyncExternalStore } from 'react';

/** Screens narrower than a tablet: the menu opens over the page, lists are cards, Enter Time goes day by day. */
export const PHONE_QUERY = '(max-width: 767px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const usePhone = () => useMediaQuery(PHONE_QUERY);
