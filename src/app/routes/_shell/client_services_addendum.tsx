import { createFileRoute } from '@tanstack/react-router';
import { DocumentPage } from '../../../resources/onboarding/document-page';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/client_services_addendum')({
  component: function SignedDocument() {
    const { user } = useShell();
    return <DocumentPage document="client_services_addendum" user={user} />;
  },
});
