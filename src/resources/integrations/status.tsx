import type { Integration } from './contract';
import { StatusBadge, type Tone } from '../../app/components/kit/status-badge';
import { useMoment } from '../../app/features/globals/provider';

const looks: Record<Integration['status'], { label: string; tone: Tone }> = {
  connected: { label: 'Connected', tone: 'good' },
  demo: { label: 'Demo service', tone: 'info' },
  not_configured: { label: 'Not configured', tone: 'neutral' },
  failing: { label: 'Failing', tone: 'bad' },
};

/** "Connected", "Not configured", or "Failing since <time>" (spec `/integrations`). */
export function IntegrationStatus({ item }: { item: Integration }) {
  const moment = useMoment();
  const look = looks[item.status];
  const since = item.failing_since ? ` since ${moment(item.failing_since)}` : '';
  return <StatusBadge status={item.status} label={`${look.label}${since}`} tone={look.tone} />;
}
