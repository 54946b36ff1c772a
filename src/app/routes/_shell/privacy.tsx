import { createFileRoute } from '@tanstack/react-router';
import { PlatformPageView } from '../../features/platform-pages/platform-page-view';

export const Route = createFileRoute('/_shell/privacy')({
  component: function Page() {
    return <PlatformPageView id="privacy" />;
  },
});
