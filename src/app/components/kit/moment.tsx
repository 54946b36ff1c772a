import { useMoment } from '../../features/globals/provider';

/** An instant as a `<time>` on the platform's EST clock, for table cells and lists. */
export function Moment({ iso, withSeconds = false }: { iso: string; withSeconds?: boolean }) {
  const moment = useMoment();
  return <time dateTime={iso}>{moment(iso, withSeconds)}</time>;
}
