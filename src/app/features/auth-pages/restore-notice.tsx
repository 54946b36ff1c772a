import { RESTORE_UNREACHABLE } from '../../../../machines/session/session.screen';
import { LoadError } from '../../components/kit/load-error';
import { SessionContext } from '../session/provider';
import { AuthCard } from './auth-card';

/**
 * A stored session the server could not confirm after several tries (the session chart's
 * `restoring.unreachable`): pages still wait for it, so this says why and offers to check again.
 * It renders before the router starts too (src/app/first-page.tsx), and nothing in other states.
 */
export function RestoreNotice() {
  const ref = SessionContext.useActorRef();
  const unreachable = SessionContext.useSelector((s) => s.matches({ restoring: 'unreachable' }));
  if (!unreachable) return null;
  return (
    <AuthCard title="Cannot reach the server" state="restoring.unreachable">
      <LoadError
        message={RESTORE_UNREACHABLE}
        onRetry={() => ref.send({ type: 'session.retry' })}
        className="mt-0"
      />
    </AuthCard>
  );
}
