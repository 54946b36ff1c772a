import { useEffect } from 'react';
import { documentTitle } from '../../../domain/branding/branding';

/** Sets the document title to the page's title, or the brand name when there is none. */
export function usePageTitle(title: string | null, brandName: string): void {
  useEffect(() => {
    document.title = documentTitle(title, brandName);
  }, [title, brandName]);
}
