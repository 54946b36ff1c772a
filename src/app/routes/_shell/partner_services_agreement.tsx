import { createFileRoute } from '@tanstack/react-router';
import { DocumentPage } from '../../../resources/onboarding/document-page';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/partner_services_agreement')({
  component: function SignedDocument() {
    const { user } = useShell();
    return <DocumentPage document="partner_services_agreement" user={user} />;
  },
});
