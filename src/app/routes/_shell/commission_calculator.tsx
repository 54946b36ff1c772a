import { createFileRoute } from '@tanstack/react-router';
import { CommissionCalculatorView } from '../../features/calculators/calculator-pages';

export const Route = createFileRoute('/_shell/commission_calculator')({
  component: CommissionCalculatorView,
});
