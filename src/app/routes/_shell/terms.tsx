import { createFileRoute } from '@tanstack/react-router';
import { PlatformPageView } from '../../../resources/platform-pages/pages';

export const Route = createFileRoute('/_shell/terms')({
  component: function Page() {
    return <PlatformPageView id="terms" />;
  },
});
