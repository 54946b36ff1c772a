import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { LoadError } from '../../app/components/kit/load-error';
import { useShell } from '../../app/features/shell/shell-page';
import { formatDate } from '../../domain/format/format';
import { isAdmin } from '../../domain/policy/capabilities';
import { type PlatformPage, platformPagesResource } from './contract';
import type { PlatformPageId } from './page-ids';

const detailLogic = resourceDetailLogic(platformPagesResource);
const link = 'font-medium text-brand underline underline-offset-2';

/**
 * /terms, /privacy, /help: the page elsewhere the platform (or this partner) configured, linked
 * out to, or the platform's own text; admins edit that text.
 */
export function PlatformPageView({ id }: { id: PlatformPageId }) {
  const { user } = useShell();
  const ref = useActorRef(detailLogic, { input: { id, workflow: null } });
  const s = useSelector(ref, (snapshot) => snapshot);
  const page = (s.context.data?.item ?? null) as PlatformPage | null;
  return (
    <article
      className="max-w-3xl space-y-4"
      data-state={String(typeof s.value === 'string' ? s.value : 'loaded')}
    >
      {s.matches('failed') && (
        <LoadError message={s.context.error} onRetry={() => ref.send({ type: 'detail.retry' })} />
      )}
      {s.hasTag('busy') && <p className="text-sm">Loading…</p>}
      {page && (
        <>
          <h1 className="text-2xl font-semibold">{page.title}</h1>
          {page.url ? (
            <p>
              Our {page.title.toLowerCase()} is at{' '}
              <a href={page.url} className={link} rel="noopener noreferrer">
                {page.url}
              </a>
              .
            </p>
          ) : (
            page.body.split(/\n\s*\n/).map((paragraph, i) => (
              <p key={i} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))
          )}
          {page.updated_at && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Updated {formatDate(page.updated_at)}
            </p>
          )}
          {user && isAdmin(user) && !page.url && (
            <Link to="/platform_pages/$id/edit" params={{ id }} className={link}>
              Edit text
            </Link>
          )}
        </>
      )}
    </article>
  );
}
