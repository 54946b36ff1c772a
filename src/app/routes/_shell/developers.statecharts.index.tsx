import { createFileRoute } from '@tanstack/react-router';
import { canReadStatecharts } from '../../../domain/policy/statecharts';
import { ChartsIndex } from '../../features/statecharts/charts-index';
import { requireCapability } from '../../lib/guards';

/** QA's statecharts, under spec §2 /developers (who may: canReadStatecharts). */
export const Route = createFileRoute('/_shell/developers/statecharts/')({
  staticData: { specPath: '/developers' },
  beforeLoad: (args) => requireCapability(args, canReadStatecharts),
  component: ChartsIndex,
});
