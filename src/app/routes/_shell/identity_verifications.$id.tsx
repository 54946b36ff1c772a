import { createFileRoute } from '@tanstack/react-router';
import { IdentityVerificationDetailView } from '../../../resources/identity-verifications/pages';

export const Route = createFileRoute('/_shell/identity_verifications/$id')({
  component: function IdentityVerificationDetail() {
    return <IdentityVerificationDetailView id={Route.useParams().id} />;
  },
});
