import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { FormLoad, FormSave, FormSaved } from '../../../machines/kit/resource-form.screen';
import type { ReportSchedule } from './contract';
import { demoUsers } from '../../domain/policy/demo-users.fixture';
import { scheduleForm } from './form';
import { fieldsFor, formInput, formValues } from '../../domain/resources/form';
import { renderPage, textOf } from '../../../tests/view/render-page';
import { formLogic } from '../../app/actors/resource-form';
import { FormBody } from '../../app/components/kit/resource-form-view';

const RITA = {
  id: '0b3f7c52-1d7e-4a8e-8f0b-2b6f1f1b9d11',
  name: 'Rita Recruiter',
  email: 'recruiter@acme.test',
};
const PETE = {
  id: '5c1e2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  name: 'Pete Payroll',
  email: 'payroll@acme.test',
};
const SCHEDULE: ReportSchedule = {
  id: '7a0d3c1e-8b1f-4f57-9a61-0c2d2f3b4a5c',
  report: 'hours',
  report_title: 'Hours',
  params: { from: '2026-11-01', to: '2026-11-30', by: 'client' },
  frequency: 'weekly',
  weekday: 1,
  month_day: null,
  time: '08:00',
  time_zone: 'America/Chicago',
  recipients: [RITA],
  paused: false,
  next_run: '2026-11-23T08:00',
  created_at: '2026-11-20T15:00:00.000Z',
};
const owner = demoUsers['owner@acme.test']!;
const form = scheduleForm('hours');
const fields = fieldsFor(form, owner, 'update');

/**
 * The page's form chart as the browser binds it (the shared check included), loading the schedule
 * and the recipients the API offers, and saving to a server that refuses once by a parameter.
 */
function start() {
  const sent: Record<string, unknown>[] = [];
  const opened: string[] = [];
  const logic = formLogic(
    '/report_schedules',
    form,
    owner,
    'update',
    (id) => `/report_schedules/${id}`,
  ).provide({
    actors: {
      loadForm: fromPromise<FormLoad, { id: string | null }>(async () => ({
        values: formValues(fields, SCHEDULE),
        options: { recipients: [RITA, PETE].map((p) => ({ value: p.id, label: p.name })) },
      })),
      saveForm: fromPromise<FormSaved, FormSave>(async ({ input }) => {
        sent.push(formInput(fields, input.values));
        if (sent.length === 1)
          throw Object.assign(new Error('Some fields are missing or there are formatting issues'), {
            fields: { 'params.from': 'No data before 2026-01-01' },
          });
        return { id: SCHEDULE.id };
      }),
    },
    actions: {
      openSaved: ({ context }) => void opened.push(context.savedId ?? ''),
      notifyFormInvalid: () => {},
    },
  });
  return { actor: createActor(logic, { input: { id: SCHEDULE.id } }).start(), sent, opened };
}

type Actor = ReturnType<typeof start>['actor'];
const view = (actor: Actor) =>
  renderPage(
    <FormBody
      snapshot={actor.getSnapshot()}
      send={actor.send}
      form={form}
      user={owner}
      mode="update"
      submitLabel="Save"
      className=""
    />,
  );
/** Whether the checkbox labelled `label` is ticked; undefined when there is none. */
const ticked = (html: string, label: string) =>
  new RegExp(`<input([^>]*type="checkbox"[^>]*)/><label[^>]*>${label}</label>`)
    .exec(html)?.[1]
    ?.includes('checked=""');
const change = (actor: Actor, name: string, value: string | string[]) =>
  actor.send({ type: 'form.change', name, value });

describe('editing a report schedule on its page', () => {
  it('starts from the schedule, checks timing and the report’s parameters, shows the server’s refusal by its field, and saves', async () => {
    const { actor, sent, opened } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    const html = view(actor);
    expect(html).toMatch(/<option value="weekly" selected="">Weekly<\/option>/);
    expect(html).toMatch(/<option value="1" selected="">Monday<\/option>/);
    expect(html).toMatch(/type="time"[^>]*value="08:00"/);
    expect(html).toMatch(/type="date"[^>]*value="2026-11-01"/);
    expect(html).toMatch(/<option value="client" selected="">Client<\/option>/);
    expect([ticked(html, 'Rita Recruiter'), ticked(html, 'Pete Payroll')]).toEqual([true, false]);
    expect(textOf(html)).toContain('Mail each run to');

    // Monthly needs its day; a range that ends before it starts is the report's own rule, on To.
    change(actor, 'frequency', 'monthly');
    change(actor, 'params.to', '2026-10-01');
    actor.send({ type: 'form.submit' });
    let text = textOf(view(actor));
    expect(text).toContain('Choose the day of the month');
    expect(text).toContain('The start date must not be after the end date');
    expect(sent).toEqual([]);

    change(actor, 'month_day', '15');
    change(actor, 'params.to', '2026-12-31');
    change(actor, 'recipients', [RITA.id, PETE.id]);
    actor.send({ type: 'form.submit' });
    await waitFor(
      actor,
      (s) => s.matches('editing') && Object.keys(s.context.serverErrors).length > 0,
    );
    expect(sent[0]).toEqual({
      frequency: 'monthly',
      weekday: 1,
      month_day: 15,
      time: '08:00',
      time_zone: 'America/Chicago',
      params: { from: '2026-11-01', to: '2026-12-31', by: 'client' },
      recipients: [RITA.id, PETE.id],
    });
    text = textOf(view(actor));
    expect(text).toContain('No data before 2026-01-01');
    expect(ticked(view(actor), 'Pete Payroll')).toBe(true);

    change(actor, 'params.from', '2026-02-01');
    expect(textOf(view(actor))).not.toContain('No data before 2026-01-01');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(sent[1]).toMatchObject({
      params: { from: '2026-02-01', to: '2026-12-31', by: 'client' },
    });
    expect(opened).toEqual([SCHEDULE.id]);
  });
});
