import { useEffect, useState, useSyncExternalStore } from 'react';
import type { User } from '../../../domain/contracts/user';
import { isPaletteShortcut } from '../../lib/platform';
import { whenQuiet } from '../../lib/when-quiet';
import { paletteRequests } from './palette-requests';

// The palette (its chart, cmdk and its dialog) stays off the sign-in page; in the shell it loads
// once the page is quiet (its data arrived and drawn), so the first ctrl+k opens at once and no
// typed letter is lost.
type Palette = typeof import('./search-palette').SearchPalette;
const loadPalette = () => import('./search-palette').then((m) => m.SearchPalette);

/** Listens for the palette's shortcut in the shell; mount it only for users who may search (canUseCommandPalette). */
export function SearchPaletteMount({ user }: { user: User }) {
  const requests = useSyncExternalStore(paletteRequests.subscribe, paletteRequests.get);
  // Presses made before this user's shell mounted belong to an earlier session.
  const [before] = useState(paletteRequests.get);
  const presses = requests - before;
  // Held as a component once loaded, not behind Suspense, so the press that opens it renders it in
  // the same turn and the letters typed next reach it.
  const [Palette, setPalette] = useState<{ component: Palette } | null>(null);
  useEffect(() => {
    if (presses > 0 && !Palette) void loadPalette().then((component) => setPalette({ component }));
  }, [presses, Palette]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      paletteRequests.request();
    };
    window.addEventListener('keydown', onKey);
    const stop = whenQuiet(() => void loadPalette().then((component) => setPalette({ component })));
    return () => {
      window.removeEventListener('keydown', onKey);
      stop();
    };
  }, []);
  return presses > 0 && Palette ? <Palette.component user={user} presses={presses} /> : null;
}
