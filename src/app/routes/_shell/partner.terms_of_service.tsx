import { createFileRoute } from '@tanstack/react-router';
import { DocumentPage } from '../../../resources/onboarding/document-page';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/partner/terms_of_service')({
  component: function SignedDocument() {
    const { user } = useShell();
    return <DocumentPage document="partner_services_agreement" user={user} />;
  },
});
