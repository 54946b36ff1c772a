import { createFileRoute, redirect } from '@tanstack/react-router';

/** The spec's menu links /time_sheets while its route is /timesheets. */
export const Route = createFileRoute('/time_sheets')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/timesheets', search, replace: true });
  },
});
