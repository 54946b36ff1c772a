import { createFileRoute } from '@tanstack/react-router';
import { DistributionDetailPage } from '../../../resources/distributions/pages';

export const Route = createFileRoute('/_shell/distributions/$id')({
  component: DistributionDetailPage,
});
