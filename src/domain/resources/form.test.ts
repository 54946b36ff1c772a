import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoUsers } from '../policy/demo-users.fixture';
import { defineForm, fieldsFor, formErrors, formInput, formValues } from './form';

const form = defineForm({
  input: z.object({
    name: z.string().min(1, 'Name is required').max(5, 'At most 5 characters'),
    amount_cents: z.number().int().positive('Must be more than zero').nullable().optional(),
    seats: z.number().int().nullable().optional(),
    active: z.boolean().optional(),
    partner_id: z.uuid().nullable().optional(),
    secret: z.string().nullable().optional(),
  }),
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'amount_cents', label: 'Amount', kind: 'money' },
    { name: 'seats', label: 'Seats', kind: 'integer' },
    { name: 'active', label: 'Active', kind: 'checkbox' },
    {
      name: 'partner_id',
      label: 'Partner',
      kind: 'reference',
      apiPath: '/partners',
      sort: 'entity_name',
      labelField: 'entity_name',
      shownTo: (u) => u.user_type === 'admin',
      only: 'create',
    },
    { name: 'secret', label: 'Invite note', kind: 'textarea', only: 'update' },
  ],
  may: { create: () => true, update: () => true },
});

describe('form definitions', () => {
  it('asks each user the fields meant for them in this mode', () => {
    const names = (email: string, mode: 'create' | 'update') =>
      fieldsFor(form, demoUsers[email]!, mode).map((f) => f.name);
    expect(names('admin@demo.test', 'create')).toEqual([
      'name',
      'amount_cents',
      'seats',
      'active',
      'partner_id',
    ]);
    expect(names('owner@acme.test', 'create')).toEqual(['name', 'amount_cents', 'seats', 'active']);
    expect(names('admin@demo.test', 'update')).toEqual([
      'name',
      'amount_cents',
      'seats',
      'active',
      'secret',
    ]);
  });

  it('starts an edit from the item: cents as an amount, nulls blank, flags as checkboxes', () => {
    expect(
      formValues(form.fields, {
        name: 'Ann',
        amount_cents: 125050,
        seats: 3,
        active: true,
        partner_id: null,
      }),
    ).toEqual({
      name: 'Ann',
      amount_cents: '1250.50',
      seats: '3',
      active: true,
      partner_id: '',
      secret: '',
    });
    expect(formValues(form.fields)).toMatchObject({ name: '', active: false });
  });

  it('sends typed values, blank as null', () => {
    expect(
      formInput(form.fields, {
        name: ' Ann ',
        amount_cents: '$1,250.5',
        seats: '',
        active: true,
        partner_id: '',
      }),
    ).toEqual({
      name: 'Ann',
      amount_cents: 125050,
      seats: null,
      active: true,
      partner_id: null,
      secret: null,
    });
  });

  it('says what is wrong by field, with the schema words, before anything is sent', () => {
    const fields = fieldsFor(form, demoUsers['owner@acme.test']!, 'create');
    expect(
      formErrors(
        form,
        fields,
        { name: '', amount_cents: '12.345', seats: 'two', active: false },
        'create',
      ),
    ).toEqual({
      name: 'Name is required',
      amount_cents: 'Enter an amount such as 1250.00',
      seats: 'Enter a whole number',
    });
    expect(
      formErrors(
        form,
        fields,
        { name: 'Too long', amount_cents: '-1', seats: '2', active: false },
        'create',
      ),
    ).toEqual({
      name: 'At most 5 characters',
      amount_cents: 'Must be more than zero',
    });
    expect(
      formErrors(
        form,
        fields,
        { name: 'Ann', amount_cents: '', seats: '', active: true },
        'create',
      ),
    ).toEqual({});
  });

  it("adds the form's rule over several fields to the schema's messages, a field's first message winning", () => {
    const ranged = defineForm({
      ...form,
      check: (input): Record<string, string> =>
        input.seats !== null && input.amount_cents !== null && Number(input.seats) > 10
          ? { seats: 'At most 10 seats with an amount', name: 'Rule says name' }
          : {},
    });
    const fields = fieldsFor(ranged, demoUsers['owner@acme.test']!, 'create');
    expect(
      formErrors(
        ranged,
        fields,
        { name: '', amount_cents: '5', seats: '11', active: false },
        'create',
      ),
    ).toEqual({ name: 'Name is required', seats: 'At most 10 seats with an amount' });
    expect(
      formErrors(
        ranged,
        fields,
        { name: 'Ann', amount_cents: '5', seats: '9', active: false },
        'create',
      ),
    ).toEqual({});
  });
});

describe('hours fields', () => {
  const hours = defineForm({
    input: z.object({ hours_hundredths: z.number().int().positive() }),
    fields: [{ name: 'hours_hundredths', label: 'Hours', kind: 'hours', required: true }],
    may: { create: () => true, update: () => true },
  });
  it('reads hundredths as hours and sends hours as hundredths', () => {
    expect(formValues(hours.fields, { hours_hundredths: 750 })).toEqual({
      hours_hundredths: '7.50',
    });
    expect(formInput(hours.fields, { hours_hundredths: '7.5' })).toEqual({ hours_hundredths: 750 });
  });
  it('refuses a currency, a sign or a third decimal', () => {
    for (const typed of ['$7', '-1', '7.505', 'eight'])
      expect(formErrors(hours, hours.fields, { hours_hundredths: typed }, 'create')).toEqual({
        hours_hundredths: 'Enter hours such as 7.50',
      });
  });
});

describe('sealed fields', () => {
  const sealedForm = defineForm({
    input: z.object({ title: z.string().nullable().optional(), number: z.string().nullable().optional() }),
    fields: [
      { name: 'title', label: 'Title', kind: 'text' },
      { name: 'number', label: 'Number', kind: 'text', sealed: true },
    ],
    may: { create: () => true, update: () => true },
    check: (input): Record<string, string> =>
      input.title && !input.number ? { number: 'Document number is required' } : {},
  });
  const { fields } = sealedForm;

  it('an edit may leave a sealed number blank (the stored one stays); a new record may not', () => {
    const values = formValues(fields, { title: 'Passport', number_masked: '•••• 4567' });
    expect(values.number).toBe('');
    expect(formErrors(sealedForm, fields, values, 'update')).toEqual({});
    expect(formErrors(sealedForm, fields, values, 'create')).toEqual({ number: 'Document number is required' });
  });
});
