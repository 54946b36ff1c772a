import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AppMode } from '../../../domain/contracts/enums';
import { LEGACY_REDIRECTS } from '../../../domain/policy/middleware';
import type { NavItem, NavLink } from '../../../domain/policy/navigation';
import { AdminBadge, EnvironmentBadge } from './badges';
import { SpaLink } from './spa-link';

export const DRAWER_WIDTH = 200;

export interface SideDrawerProps {
  items: readonly NavItem[];
  currentPath: string;
  collapsed: boolean;
  onToggle(): void;
  onLogout(): void;
  mode: AppMode;
  isAdmin: boolean;
  brand: { name: string; logoUrl: string | null };
  /** The help button and FAQ link, shown to non-admin users on mobile. */
  help: { url: string | null } | null;
  footer?: ReactNode;
  /** `overlay`: the phone's menu over the page, always open, whose button closes it. */
  variant?: 'rail' | 'overlay';
}

/** The menu's path without query, through the legacy redirects, so /time_sheets is active on /timesheets. */
const base = (to: string) => {
  const path = to.split('?')[0] ?? to;
  return LEGACY_REDIRECTS[path] ?? path;
};
const linkClass = (active: boolean) =>
  `block rounded-md px-3 py-1.5 text-sm ${active ? 'bg-brand text-white' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'}`;

function MenuLink({ item, currentPath }: { item: NavLink; currentPath: string }) {
  const active = currentPath === base(item.to);
  return (
    <SpaLink
      href={item.to}
      className={linkClass(active)}
      aria-current={active ? 'page' : undefined}
    >
      {item.label}
    </SpaLink>
  );
}

export function SideDrawer(props: SideDrawerProps) {
  const {
    items,
    currentPath,
    collapsed,
    onToggle,
    onLogout,
    mode,
    isAdmin,
    brand,
    help,
    footer,
    variant = 'rail',
  } = props;
  const overlay = variant === 'overlay';
  return (
    <nav
      aria-label="Main"
      style={{ width: collapsed ? 56 : DRAWER_WIDTH }}
      className={`flex shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] dark:border-slate-800 dark:bg-slate-900 ${overlay ? 'h-full overflow-y-auto' : ''}`}
    >
      <div className="flex items-center gap-2 p-3">
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={overlay ? undefined : !collapsed}
          aria-label={overlay ? 'Close menu' : collapsed ? 'Expand menu' : 'Collapse menu'}
          className="rounded p-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          {overlay ? '✕' : '☰'}
        </button>
        {!collapsed && (
          <Link to="/" className="min-w-0 truncate">
            {brand.logoUrl ? (
              <img src={brand.logoUrl} alt={brand.name} className="h-6" />
            ) : (
              <span className="font-semibold">{brand.name}</span>
            )}
          </Link>
        )}
      </div>
      {!collapsed && (
        <>
          <div className="flex flex-wrap gap-1 px-3 pb-2">
            <EnvironmentBadge mode={mode} />
            {isAdmin && <AdminBadge />}
          </div>
          <ul className="flex-1 space-y-0.5 overflow-y-auto px-2 pb-3">
            {items.map((item) => (
              <li key={`${item.kind}-${item.label}`}>
                {item.kind === 'link' && <MenuLink item={item} currentPath={currentPath} />}
                {item.kind === 'action' && (
                  <button
                    type="button"
                    onClick={onLogout}
                    className={`${linkClass(false)} w-full text-left`}
                  >
                    {item.label}
                  </button>
                )}
                {item.kind === 'group' && (
                  <Disclosure defaultOpen={item.children.some((c) => base(c.to) === currentPath)}>
                    <DisclosureButton
                      className={`${linkClass(false)} group flex w-full items-center justify-between text-left font-medium`}
                    >
                      {item.label}
                      <span
                        aria-hidden="true"
                        className="transition-transform group-data-open:rotate-90"
                      >
                        ›
                      </span>
                    </DisclosureButton>
                    <DisclosurePanel
                      as="ul"
                      className="ml-3 space-y-0.5 border-l border-slate-200 pl-2 dark:border-slate-700"
                    >
                      {item.children.map((child) => (
                        <li key={child.to}>
                          <MenuLink item={child} currentPath={currentPath} />
                        </li>
                      ))}
                    </DisclosurePanel>
                  </Disclosure>
                )}
              </li>
            ))}
          </ul>
          {help && (
            <div className="border-t border-slate-200 p-3 text-sm dark:border-slate-800">
              <a
                href={help.url ?? '/help'}
                className="block rounded-md bg-brand px-3 py-1.5 text-center font-medium text-white"
              >
                Help
              </a>
              <a
                href="/help#faq"
                className="mt-2 block text-center text-slate-600 underline dark:text-slate-300"
              >
                FAQ
              </a>
            </div>
          )}
          {footer}
        </>
      )}
    </nav>
  );
}
