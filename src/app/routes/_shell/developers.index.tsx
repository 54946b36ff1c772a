import { createFileRoute } from '@tanstack/react-router';
import { ChartsIndex } from '../../features/statecharts/charts-index';

/** Spec §2 /developers: the QA section, every statechart (who may: canReadStatecharts in spec-routes.ts). */
export const Route = createFileRoute('/_shell/developers/')({
  component: ChartsIndex,
});
