import { createFileRoute } from '@tanstack/react-router';
import { BenefitFormView } from '../../../resources/benefits/pages';
import { uuid, type RawSearch } from '../../lib/search-params';

/** The spec has no create route here: the form lives under the list, `?id=` edits one. */
export const Route = createFileRoute('/_shell/benefits/new')({
  staticData: { specPath: '/benefits' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function NewBenefit() {
    return <BenefitFormView id={Route.useSearch().id} />;
  },
});
