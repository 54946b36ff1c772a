import { createFileRoute } from '@tanstack/react-router';
import { DocumentPage } from '../../../resources/onboarding/document-page';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/contractor/employee_handbook')({
  component: function SignedDocument() {
    const { user } = useShell();
    return <DocumentPage document="employee_handbook" user={user} />;
  },
});
