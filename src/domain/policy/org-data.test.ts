import { describe, expect, it } from 'vitest';
import { acme, demoUsers, makeUser } from './demo-users.fixture';
import {
  canAddJobs,
  canChangeJob,
  canEditClientRecords,
  choosableJobClassifications,
} from './org-data';

const who = (allowed: (u: (typeof demoUsers)[string]) => boolean) =>
  Object.entries(demoUsers)
    .filter(([, u]) => allowed(u))
    .map(([email]) => email);

describe('who writes jobs and a client’s records', () => {
  it('client records: admins and partner staff who run client accounts; not finance, time_sheet_only, clients, EORs, sales partners or contractors', () => {
    expect(who(canEditClientRecords)).toEqual([
      'admin@demo.test',
      'owner@acme.test',
      'recruiter@acme.test',
      'owner@selfco.test',
    ]);
  });

  it('jobs: those, plus a client owner whose account may add assignments (spec §6)', () => {
    expect(who(canAddJobs)).toEqual([
      'admin@demo.test',
      'owner@acme.test',
      'recruiter@acme.test',
      'owner@selfco.test',
      'client@globex.test',
    ]);
    const barred = makeUser('client', 'owner', {
      client: { ...demoUsers['client@globex.test']!.client!, can_create_assignment: false },
    });
    expect(canAddJobs(barred)).toBe(false);
  });

  it('offers Canada T4 only to admin-like users and partners with Canada enabled (spec §5)', () => {
    expect(choosableJobClassifications(demoUsers['owner@acme.test']!)).not.toContain('canada_t4');
    expect(choosableJobClassifications(demoUsers['client@globex.test']!)).not.toContain(
      'canada_t4',
    );
    expect(choosableJobClassifications(demoUsers['admin@demo.test']!)).toContain('canada_t4');
    const canadian = makeUser('partner', 'owner', {
      partner: { ...acme, is_canada_enabled: true },
    });
    expect(choosableJobClassifications(canadian)).toContain('canada_t4');
  });

  it('changes a job: admins any, partner staff their partner’s, a client owner only its company’s own', () => {
    const acmeJob = { partner_id: 'acme', client_id: null };
    const globexJob = { partner_id: 'acme', client_id: 'globex' };
    const selfcoJob = { partner_id: 'selfco', client_id: null };
    const mayChange = (job: typeof acmeJob | typeof globexJob | typeof selfcoJob) =>
      who((u) => canChangeJob(u, job));
    expect(mayChange(acmeJob)).toEqual([
      'admin@demo.test',
      'owner@acme.test',
      'recruiter@acme.test',
    ]);
    expect(mayChange(globexJob)).toEqual([
      'admin@demo.test',
      'owner@acme.test',
      'recruiter@acme.test',
      'client@globex.test',
    ]);
    expect(mayChange(selfcoJob)).toEqual(['admin@demo.test', 'owner@selfco.test']);
  });
});
