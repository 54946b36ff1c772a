import { eq, inArray } from 'drizzle-orm';
import { resourceContract } from '../../../tests/kit/resource-contract';
import { workflowContract } from '../../../tests/kit/workflow-contract';
import type { PayrollRun } from './contract';
import {
  paycheckDeductionsResource,
  payrollRunsResource,
  payrollSettingsResource,
} from './contract';
import type { Db } from '../../server/db/client';
import { contractors, paycheckDeductions, partners } from '../../server/db/schema';
import { payrollRunServer } from './workflow.server';

// Payroll is behind canSeePayroll, which no recruiter_sourcer has.
resourceContract(payrollRunsResource, {
  sourcer: null,
  itemOf: (detail) => (detail as { payroll_run: PayrollRun }).payroll_run,
});
workflowContract(payrollRunServer);
resourceContract(payrollSettingsResource, { sourcer: null });
resourceContract(paycheckDeductionsResource, {
  sourcer: null,
  // A deduction for one contractor of each demo partner.
  seed: async (db: Db) => {
    const owners = await db
      .select({ id: partners.id })
      .from(partners)
      .where(inArray(partners.subdomain, ['acme', 'selfco']));
    for (const p of owners) {
      const [c] = await db
        .select({ id: contractors.id })
        .from(contractors)
        .where(eq(contractors.partner_id, p.id))
        .limit(1);
      if (c)
        await db.insert(paycheckDeductions).values(
          [1, 2].map((i) => ({
            contractor_id: c.id,
            partner_id: p.id,
            name: `Deduction ${i}`,
            amount_cents: 1_000 * i,
          })),
        );
    }
  },
});
