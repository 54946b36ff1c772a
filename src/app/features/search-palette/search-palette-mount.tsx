import { lazy, Suspense, useEffect, useState } from 'react';
import type { User } from '../../../domain/contracts/user';
import { isPaletteShortcut } from '../../lib/platform';

// The palette (its chart, cmdk and its dialog) loads on the first ctrl+k / cmd+k, so neither the
// sign-in page nor a shell page that never searches downloads it.
const SearchPalette = lazy(() =>
  import('./search-palette').then((m) => ({ default: m.SearchPalette })),
);

/** Listens for the palette's shortcut in the shell; mount it only for users who may search (canUseCommandPalette). */
export function SearchPaletteMount({ user }: { user: User }) {
  const [presses, setPresses] = useState(0);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setPresses((n) => n + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return presses > 0 ? (
    <Suspense fallback={null}>
      <SearchPalette user={user} presses={presses} />
    </Suspense>
  ) : null;
}
