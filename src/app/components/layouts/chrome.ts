import type { ReactNode } from 'react';
import type { AppMode } from '../../../domain/contracts/enums';
import type { NavItem } from '../../../domain/policy/navigation';

/** What every layout may show around a page; the shell feature fills it from session and globals. */
export interface Chrome {
  brand: { name: string; logoUrl: string | null };
  signedIn: boolean;
  userName: string | null;
  isAdmin: boolean;
  mode: AppMode;
  menu: readonly NavItem[];
  currentPath: string;
  homePath: string;
  supportEmail: string | null;
  tosUrl: string | null;
  privacyUrl: string | null;
  helpUrl: string | null;
  showHelp: boolean;
  /** A phone: the menu opens over the page and the help button shows (spec §2). */
  isMobile: boolean;
  dark: boolean;
  onToggleDark(): void;
  onLogout(): void;
  /** Opens the search palette; present only for users who may search (spec §2: admin and partner). */
  onSearch?: () => void;
  /** Spec §2: the dashboard layout carries the two-factor modal, which the session feature provides. */
  twoFactorModal?: ReactNode;
}

export interface LayoutProps {
  chrome: Chrome;
  children: ReactNode;
}
