import { describe, expect, it } from 'vitest';
import { demoUsers } from '../../domain/policy/demo-users.fixture';
import { assignmentsForm, END_BEFORE_START } from './form';
import { fieldsFor, formErrors, formValues } from '../../domain/resources/form';

const owner = demoUsers['owner@acme.test']!;
const recruiter = demoUsers['recruiter@acme.test']!;
const client = demoUsers['client@globex.test']!;
const names = (user: typeof owner, mode: 'create' | 'update' = 'create') =>
  fieldsFor(assignmentsForm, user, mode).map((f) => f.name);

describe('the assignment form', () => {
  it('asks bill rates only of the employer owner, finance or manager, pay rates of no client, and a client no client', () => {
    expect(names(owner)).toContain('holiday_bill_rate_cents');
    expect(names(recruiter)).not.toContain('bill_rate_cents');
    expect(names(recruiter)).toContain('pay_rate_cents');
    expect(
      names({ ...owner, role: 'recruiter_payroll' }).filter((n) => n.includes('bill')),
    ).toEqual([]);
    expect(names(client)).not.toContain('client_id');
    expect(
      names(client, 'update').filter((n) => n.startsWith('rate') || n.endsWith('_rate_cents')),
    ).toEqual([]);
    expect(names(owner, 'update')).toContain('rates_effective_date');
    expect(names(owner)).not.toContain('rates_effective_date');
    expect(names(owner, 'update')).not.toContain('contractor_id');
  });

  it('refuses an end before the start by the end date, with the check the server runs', () => {
    const fields = fieldsFor(assignmentsForm, owner, 'update');
    const values = { ...formValues(fields), start_date: '2026-03-02', end_date: '2026-03-01' };
    expect(formErrors(assignmentsForm, fields, values, 'update').end_date).toBe(END_BEFORE_START);
    const same = { ...values, end_date: '2026-03-02' };
    expect(formErrors(assignmentsForm, fields, same, 'update').end_date).toBeUndefined();
    expect(assignmentsForm.check?.({ start_date: '2026-03-02', end_date: null })).toEqual({});
  });

  it('reads rates as money and refuses what is not an amount', () => {
    const fields = fieldsFor(assignmentsForm, owner, 'update');
    const values = { ...formValues(fields), pay_rate_cents: '31.505', bill_rate_cents: '-1.00' };
    const errors = formErrors(assignmentsForm, fields, values, 'update');
    expect(errors.pay_rate_cents).toBe('Enter an amount such as 1250.00');
    expect(errors.bill_rate_cents).toBe('A rate cannot be negative');
  });
});
