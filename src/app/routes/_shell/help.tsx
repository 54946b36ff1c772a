import { createFileRoute } from '@tanstack/react-router';
import { PlatformPageView } from '../../../resources/platform-pages/pages';

export const Route = createFileRoute('/_shell/help')({
  component: function Page() {
    return <PlatformPageView id="help" />;
  },
});
