import { brandLogoUrl, helpCenterUrl, isDarkTheme } from '../../../domain/branding/branding';
import type { PublicGlobals } from '../../../domain/contracts/public-globals';
import type { User } from '../../../domain/contracts/user';
import { navigationFor, showsHelp } from '../../../domain/policy/navigation';
import type { Chrome } from '../../components/layouts/chrome';

interface Inputs {
  user: User | null;
  globals: PublicGlobals;
  darkPreference: boolean | null;
  currentPath: string;
  isMobile: boolean;
  onToggleDark(): void;
  onLogout(): void;
  onSearch?: () => void;
}

/** Everything a layout shows, from the session user, public globals and the user's preference. */
export function buildChrome({
  user,
  globals,
  darkPreference,
  currentPath,
  isMobile,
  onToggleDark,
  onLogout,
  onSearch,
}: Inputs): Chrome {
  const label = globals.white_label;
  return {
    brand: { name: label.brand_name, logoUrl: brandLogoUrl(label) },
    signedIn: user !== null,
    userName: user ? `${user.first_name} ${user.last_name}`.trim() : null,
    isAdmin: user?.user_type === 'admin',
    mode: globals.mode,
    menu: user ? navigationFor(user) : [],
    currentPath,
    homePath: user ? `/${user.user_type}/dashboard` : '/',
    supportEmail: globals.support_email,
    tosUrl: globals.tos_url,
    privacyUrl: globals.privacy_url,
    helpUrl: helpCenterUrl(user, globals),
    showHelp: user !== null && showsHelp(user, isMobile),
    isMobile,
    dark: isDarkTheme(user, label.dark_mode, darkPreference),
    onToggleDark,
    onLogout,
    ...(onSearch ? { onSearch } : {}),
  };
}
