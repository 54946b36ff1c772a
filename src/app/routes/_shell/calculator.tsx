import { createFileRoute } from '@tanstack/react-router';
import { PayCalculatorView } from '../../features/calculators/calculator-pages';

export const Route = createFileRoute('/_shell/calculator')({
  component: function Calculator() {
    return <PayCalculatorView today={new Date().toISOString().slice(0, 10)} />;
  },
});
