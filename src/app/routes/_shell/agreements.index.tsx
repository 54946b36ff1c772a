import { createFileRoute } from '@tanstack/react-router';
import { DocumentPage } from '../../features/onboarding/document-page';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/agreements/')({
  component: function SignedDocument() {
    const { user } = useShell();
    return <DocumentPage document="contractor_agreement" user={user} />;
  },
});
