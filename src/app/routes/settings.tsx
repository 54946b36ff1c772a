import { createFileRoute } from '@tanstack/react-router';
import { SettingsView } from '../features/settings/settings-view';
import { ShellPage } from '../features/shell/shell-page';
import { requireLinkAccess } from '../lib/guards';

export const Route = createFileRoute('/settings')({
  beforeLoad: (args) => requireLinkAccess(args),
  component: () => (
    <ShellPage path="/settings">
      {({ chrome, user }) => <SettingsView user={user} dark={chrome.dark} onToggleDark={chrome.onToggleDark} />}
    </ShellPage>
  ),
});
