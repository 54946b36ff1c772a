import { createFileRoute } from '@tanstack/react-router';
import { distributionsQuery } from '../../../resources/distributions/query';
import { DistributionListPage } from '../../../resources/distributions/pages';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/distributions/')({
  validateSearch: listSearch(distributionsQuery),
  component: DistributionListPage,
});
