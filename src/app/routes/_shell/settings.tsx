import { createFileRoute } from '@tanstack/react-router';
import { SettingsView } from '../../features/settings/settings-view';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/settings')({
  component: Settings,
});

function Settings() {
  const { chrome, user } = useShell();
  return <SettingsView user={user} dark={chrome.dark} onToggleDark={chrome.onToggleDark} />;
}
