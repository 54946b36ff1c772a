import { createContext, useContext } from 'react';
import { NOTHING_PRELOADED, type Preloaded } from '../../../domain/resources/form';

/** The lists loaded at start (features/globals/preloaded.tsx provides them), empty until they arrive. */
export const PreloadedValue = createContext<Preloaded>(NOTHING_PRELOADED);

/** What select fields built from the preloaded lists offer. */
export const usePreloaded = (): Preloaded => useContext(PreloadedValue);
