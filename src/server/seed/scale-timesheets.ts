import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';

/** A transition event as the workflow kit records it (src/resources/timesheets/events.server.ts). */
const step = (
  type: string,
  from: [string, string, string],
  to: [string, string, string],
  extra = '',
) =>
  `jsonb_build_object('type', '${type}', 'payload', jsonb_build_object(
     'from', jsonb_build_object('status', ${from[0]}, 'billing', ${from[1]}, 'paid', ${from[2]}),
     'to', jsonb_build_object('status', ${to[0]}, 'billing', ${to[1]}, 'paid', ${to[2]}),
     'actor_email', null${extra}))`;

const billable = `'billable'`;
const history = sql.raw(`
  case t.status
    when 'draft' then '[]'::jsonb
    when 'deleted' then jsonb_build_array(${step('timesheet.delete', [`'draft'`, billable, 'false'], [`'deleted'`, billable, 'false'])})
    when 'submitted' then jsonb_build_array(${step('timesheet.submit', [`'draft'`, billable, 'false'], [`'submitted'`, billable, 'false'])})
    when 'rejected' then jsonb_build_array(
      ${step('timesheet.submit', [`'draft'`, billable, 'false'], [`'submitted'`, billable, 'false'])},
      ${step('timesheet.reject', [`'submitted'`, billable, 'false'], [`'rejected'`, billable, 'false'], `, 'reason', 'Hours do not match the site log'`)})
    else jsonb_build_array(
      ${step('timesheet.submit', [`'draft'`, billable, 'false'], [`'submitted'`, billable, 'false'])},
      ${step('timesheet.approve', [`'submitted'`, billable, 'false'], [`'approved'`, billable, 'false'])})
      || case when t.billing = 'noBill' then jsonb_build_array(${step('timesheet.noBill', [`'approved'`, billable, 'false'], [`'approved'`, `'noBill'`, 'false'])}) else '[]'::jsonb end
      || case when t.paid then jsonb_build_array(${step('timesheet.markPaid', [`'approved'`, 't.billing', 'false'], [`'approved'`, 't.billing', 'true'])}) else '[]'::jsonb end
  end`);

/**
 * Each shape's transitions after `timesheet.created`, built once into `scale_histories` rather
 * than per row: building them twice for each of a batch's 50,000 timesheets was a fifth of its
 * statement.
 */
export async function createHistories(tx: Tx): Promise<void> {
  await tx.execute(sql`
    create temporary table scale_histories on commit drop as
    select t.status, t.billing, t.paid, ${history} as steps, jsonb_array_length(${history}) as n
    from unnest(array['draft','deleted','submitted','rejected','approved']) status
    cross join unnest(array['billable','noBill']) billing
    cross join unnest(array[false, true]) paid
    cross join lateral (select status, billing, paid) t`);
}

/**
 * Timesheets `from` to `to` (exclusive) of the scale seed, with their event streams staged in
 * `stage` (src/server/seed/scale-chain.ts hashes them into the log), in one statement:
 * each contractor a week apart over two years; the newest weeks still in flight, older ones mostly
 * approved and paid, some rejected or deleted, as an agency's history looks.
 */
export async function scaleTimesheetBatch(
  tx: Tx,
  from: number,
  to: number,
  contractors: number,
  stage: SQL,
): Promise<void> {
  await tx.execute(sql`
    with planned as (
      select g, a.id as assignment_id, a.contractor_id, a.client_id, a.partner_id, a.eor_id,
             g / ${contractors} as week, (g::bigint * 7919 % 100)::int as k, g % ${contractors} as n
      from generate_series(${from}::int, ${to - 1}::int) g
      join scale_assignments sa on sa.n = g % ${contractors}
      join assignments a on a.id = sa.id
    ),
    shaped as (
      select p.*,
             case when week = 0 then (array['draft','submitted','submitted','approved'])[1 + k % 4]
                  when week = 1 then case when k < 10 then 'submitted' when k < 15 then 'rejected' else 'approved' end
                  else case when k < 88 then 'approved' when k < 93 then 'rejected' when k < 95 then 'deleted' when k < 97 then 'submitted' else 'draft' end
             end as status
      from planned p
    ),
    t as (
      select s.*, case when s.status = 'approved' and k % 23 = 0 then 'noBill' else 'billable' end as billing,
             s.status = 'approved' and week >= 3 and k % 10 <> 0 as paid,
             date '2026-11-16' - (week * 7 + n % 5)::int as day,
             800 - (k % 5) * 25 as hours
      from shaped s
    ),
    ins as (
      insert into timesheets (id, assignment_id, contractor_id, client_id, partner_id, eor_id, status, billing, paid, date,
                              time_start, time_end, break_time_minutes, hours_hundredths, version, created_at, updated_at)
      select gen_random_uuid(), t.assignment_id, t.contractor_id, t.client_id, t.partner_id, t.eor_id, t.status, t.billing, t.paid, t.day,
             '09:00', '17:30', 30 + (k % 3) * 15, t.hours, 1 + h.n,
             t.day + time '17:45', t.day + time '17:45' + interval '2 days'
      from t join scale_histories h using (status, billing, paid)
      returning *
    )
    insert into ${stage} (stream_type, stream_id, version, type, payload, occurred_at)
    select 'timesheet', ins.id, e.version, e.ev ->> 'type', e.ev -> 'payload', ins.created_at + (e.version - 1) * interval '1 day'
    from ins join scale_histories h using (status, billing, paid)
    cross join lateral jsonb_array_elements(
      jsonb_build_array(jsonb_build_object('type', 'timesheet.created', 'payload', jsonb_build_object(
        'id', ins.id, 'assignment_id', ins.assignment_id, 'contractor_id', ins.contractor_id, 'client_id', ins.client_id,
        'partner_id', ins.partner_id, 'eor_id', ins.eor_id, 'date', ins.date, 'time_start', ins.time_start, 'time_end', ins.time_end,
        'break_time_minutes', ins.break_time_minutes, 'timezone', ins.timezone, 'project_code', ins.project_code, 'task', ins.task,
        'hours_hundredths', ins.hours_hundredths)))
      || h.steps
    ) with ordinality as e(ev, version)`);
}
