import { createFileRoute } from '@tanstack/react-router';
import { PricingCalculatorView } from '../../features/calculators/calculator-pages';

export const Route = createFileRoute('/_shell/pricing_calculator')({
  component: PricingCalculatorView,
});
