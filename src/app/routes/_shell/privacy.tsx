import { createFileRoute } from '@tanstack/react-router';
import { PlatformPageView } from '../../../resources/platform-pages/pages';

export const Route = createFileRoute('/_shell/privacy')({
  component: function Page() {
    return <PlatformPageView id="privacy" />;
  },
});
