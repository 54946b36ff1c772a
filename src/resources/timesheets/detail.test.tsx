import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  resourceDetailScreen,
  type DetailLoad,
} from '../../../machines/kit/resource-detail.screen';
import { renderPage, textOf } from '../../../tests/view/render-page';
import { timesheet } from './entry.fixtures';
import type { Timesheet, TimesheetDetail } from './contract';
import { demoUsers } from '../../domain/policy/demo-users.fixture';
import { DetailBody } from '../../app/components/kit/resource-detail-view';
import { timesheetPage, timesheetWorkflowFor } from './detail';

/** A wrong answer from the server: everything open. The page must not believe it. */
const everythingOpen: TimesheetDetail['actions'] = (
  ['approve', 'sign', 'reject', 'delete', 'submit', 'paid'] as const
).map((action) => ({
  action,
  label: action,
  available: true,
  reasons: [],
  who: 'anyone',
}));

async function pageFor(email: string, t: Timesheet, mayRequestApproval = false) {
  const user = demoUsers[email];
  if (!user) throw new Error(`no demo user ${email}`);
  const detail: TimesheetDetail = { timesheet: t, actions: everythingOpen };
  const logic = resourceDetailScreen.provide({
    actors: {
      loadDetail: fromPromise<DetailLoad, { id: string }>(async () => ({
        item: detail,
        history: [],
      })),
    },
  });
  const actor = createActor(logic, {
    input: { id: t.id, workflow: timesheetWorkflowFor(user) },
  }).start();
  await waitFor(actor, (s) => s.matches('loaded'));
  const props = timesheetPage({
    backHref: '/timesheets',
    backLabel: 'Back to timesheets',
    mayRequestApproval,
  });
  return renderPage(<DetailBody snapshot={actor.getSnapshot()} send={actor.send} {...props} />);
}

const buttons = (html: string) =>
  [...html.matchAll(/<button type="button"[^>]*>([^<]+)<\/button>/g)].map((m) => m[1]);

describe('the timesheet page takes its buttons from the shared workflow, not from the server’s actions', () => {
  it('a contractor’s draft: edit and submit, or delete; no decisions', async () => {
    const html = await pageFor('contractor@demo.test', timesheet('draft'));
    expect(textOf(html)).toContain('Timesheet of Casey Contractor on');
    expect(html).toMatch(
      /<a [^>]*href="\/timesheets\/new\?id=22222222-2222-4222-8222-222222222222"[^>]*>Edit and submit<\/a>/,
    );
    expect(buttons(html)).toEqual(['Delete']);
    expect(textOf(html)).toMatch(
      /Approve : Approve is only for clients, employers of record, admins.*; you are a contractor\./,
    );
  });

  it('a client whose timesheets need a signature signs before approving', async () => {
    const html = await pageFor(
      'client@globex.test',
      timesheet('submitted', { requires_signature: true }),
    );
    expect(buttons(html)).toEqual(expect.arrayContaining(['Sign and approve', 'Reject']));
    expect(buttons(html)).not.toContain('Approve');
    expect(textOf(html)).toContain('The client requires a signature before approval');
    expect(html).not.toContain('Edit and submit');
  });

  it('offers the approval link to those who may request one, on a timesheet awaiting a decision', async () => {
    expect(buttons(await pageFor('owner@acme.test', timesheet('signed'), true))).toContain(
      'Email approval link',
    );
    expect(buttons(await pageFor('owner@acme.test', timesheet('approved'), true))).not.toContain(
      'Email approval link',
    );
  });
});
