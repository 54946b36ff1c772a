interface NavigatorWithUaData extends Navigator {
  userAgentData?: { platform?: string };
}

/** Apple devices use ⌘ where others use Ctrl for app shortcuts. */
export function isApplePlatform(
  nav: NavigatorWithUaData | undefined = globalThis.navigator,
): boolean {
  const platform = nav?.userAgentData?.platform || nav?.platform || '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** Spec §2: the search palette opens with ctrl+k, or cmd+k on Apple devices. */
export function isPaletteShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
  apple = isApplePlatform(),
): boolean {
  if (event.key.toLowerCase() !== 'k' || event.altKey || event.shiftKey) return false;
  return apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
}
