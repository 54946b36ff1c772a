import { fromPromise } from 'xstate';
import { z } from 'zod';
import type { RunPanelData } from '../../../machines/payroll-run/payroll-run-panel.screen';
import { Paycheck, PayrollPreview, PayrollRun } from '../../domain/contracts/payroll';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';

const RunDetail = z.object({ payroll_run: PayrollRun });
const Paychecks = z.object({ data: z.array(Paycheck) });
const BEFORE_APPROVAL = ['pre_draft', 'pending'];

/** The run, then its live preview before approval or its paychecks after (at most 200 a page). */
export const loadRunPanel = fromPromise<RunPanelData, { id: string }>(({ input, signal }) =>
  withApiErrors(async () => {
    const { payroll_run: run } = RunDetail.parse(
      await http.get(`payroll_runs/${input.id}`, { signal }).json(),
    );
    if (BEFORE_APPROVAL.includes(run.status)) {
      const preview = PayrollPreview.parse(
        await http.get(`payroll_runs/${input.id}/preview`, { signal }).json(),
      );
      return { run, preview, paychecks: [] };
    }
    const { data } = Paychecks.parse(
      await http
        .get('paychecks', {
          searchParams: { payroll_run_id: input.id, per_page: 200, sort: 'contractor_name' },
          signal,
        })
        .json(),
    );
    return { run, preview: null, paychecks: data };
  }),
);
