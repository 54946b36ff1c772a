import { createFileRoute, redirect } from '@tanstack/react-router';

/** The spec's menu links /contractor/time_sheets while its route is /contractor/timesheets. */
export const Route = createFileRoute('/contractor/time_sheets')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/contractor/timesheets', search, replace: true });
  },
});
