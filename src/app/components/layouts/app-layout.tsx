import type { ReactNode } from 'react';
import type { LayoutName } from '../../../domain/policy/spec-routes';
import { BlankLayout } from './blank-layout';
import { BlankNavLayout } from './blank-nav-layout';
import type { LayoutProps } from './chrome';
import { DashboardLayout } from './dashboard-layout';
import { DefaultLayout } from './default-layout';
import { IframeLayout } from './iframe-layout';
import { LoginLayout } from './login-layout';
import { NarrowLayout } from './narrow-layout';
import { OnboardDashboardLayout } from './onboard-dashboard-layout';

/** iframe_or_dashboard: framed when embedded in another page, the dashboard otherwise. */
function IframeOrDashboardLayout(props: LayoutProps) {
  const framed = typeof window !== 'undefined' && window.self !== window.top;
  return framed ? <IframeLayout {...props} /> : <DashboardLayout {...props} />;
}

const layouts: Record<LayoutName, (props: LayoutProps) => ReactNode> = {
  blank_nav: BlankNavLayout,
  blank: BlankLayout,
  dashboard: DashboardLayout,
  default: DefaultLayout,
  iframe: IframeLayout,
  iframe_or_dashboard: IframeOrDashboardLayout,
  login: LoginLayout,
  narrow: NarrowLayout,
  onboard_dashboard: OnboardDashboardLayout,
};

/** Spec §2: `hide_navigation=true` hides navigation by using the iframe layout. */
export const effectiveLayout = (layout: LayoutName, hideNavigation: boolean): LayoutName =>
  hideNavigation ? 'iframe' : layout;

export function AppLayout({
  layout,
  hideNavigation,
  ...props
}: LayoutProps & { layout: LayoutName; hideNavigation: boolean }) {
  const Layout = layouts[effectiveLayout(layout, hideNavigation)];
  return <Layout {...props} />;
}
