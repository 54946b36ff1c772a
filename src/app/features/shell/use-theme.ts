import { useEffect } from 'react';

/** Dark mode is the `dark` class on <html>; brand colours feed the `bg-brand` utilities. */
export function applyTheme(dark: boolean, primary: string | null, accent: string | null): void {
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  if (primary) root.style.setProperty('--brand-primary', primary);
  else root.style.removeProperty('--brand-primary');
  if (accent) root.style.setProperty('--brand-accent', accent);
  else root.style.removeProperty('--brand-accent');
}

export function useTheme(dark: boolean, primary: string | null, accent: string | null): void {
  useEffect(() => applyTheme(dark, primary, accent), [dark, primary, accent]);
}
