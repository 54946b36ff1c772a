import { createFileRoute } from '@tanstack/react-router';
import { PlatformPageView } from '../../features/platform-pages/platform-page-view';

export const Route = createFileRoute('/_shell/help')({
  component: function Page() {
    return <PlatformPageView id="help" />;
  },
});
