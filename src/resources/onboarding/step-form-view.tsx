import { useCallback } from 'react';
import type { User } from '../../domain/contracts/user';
import {
  ResourceFormView,
  type ResourceFormViewProps,
} from '../../app/components/kit/resource-form-view';
import { useWizardReturn } from './use-wizard-return';

/**
 * A form page that is also an onboarding step (the W-4, the I-9's section 1): while the worker has
 * steps left, Back, Cancel and a saved form return to the wizard, which then reads their progress.
 */
export function StepFormView(props: ResourceFormViewProps & { user: User }) {
  const wizard = useWizardReturn(props.user);
  const { savedHref } = props;
  const saved = useCallback((id: string) => wizard ?? savedHref(id), [wizard, savedHref]);
  return <ResourceFormView {...props} cancelHref={wizard ?? props.cancelHref} savedHref={saved} />;
}
