const PASSWORD = 'correct-horse-demo';

/** The API at `base` as the demo users send to it: each signs in once, with the demo password. */
export function apiClient(base: string) {
  const tokens: Record<string, string> = {};
  const send = async (
    email: string,
    method: string,
    url: string,
    body?: object,
    headers: Record<string, string> = {},
  ) => {
    if (!tokens[email]) {
      const login = await fetch(`${base}/v2/user`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      tokens[email] = ((await login.json()) as { access_token: string }).access_token;
    }
    const res = await fetch(`${base}/v2${url}`, {
      method,
      headers: {
        authorization: `Bearer ${tokens[email]}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  const api = async (email: string, method: string, url: string, body?: object) => {
    const { status, json } = await send(email, method, url, body);
    if (status >= 300)
      throw new Error(`${method} ${url}: ${status} ${JSON.stringify(json).slice(0, 300)}`);
    return json;
  };
  /** The worker's own direct deposit account, added as the worker does: a step-up code from the demo outbox. */
  const directDeposit = async (email: string) => {
    const account = {
      account_holder: email,
      bank_name: 'Bench Bank',
      routing_number: '021000021',
      account_number: '000123456789',
    };
    const first = await send(email, 'POST', '/direct_deposit', account);
    if (first.status !== 424)
      throw new Error(
        `direct deposit of ${email}: ${first.status} ${JSON.stringify(first.json).slice(0, 300)}`,
      );
    const mail = (await (
      await fetch(`${base}/v2/dev/outbox?to=${encodeURIComponent(email)}`)
    ).json()) as { data: { body: string }[] };
    const code = /\b(\d{6})\b/.exec(mail.data[0]?.body ?? '')?.[1] ?? '';
    const added = await send(email, 'POST', '/direct_deposit', account, {
      'x-verification-code': code,
    });
    if (added.status !== 201)
      throw new Error(
        `direct deposit of ${email}: ${added.status} ${JSON.stringify(added.json).slice(0, 300)}`,
      );
  };
  /** Submits a payroll run once the approvals' pay lines (written by after-commit deliveries) have reached its period. */
  const submitRun = async (email: string, runId: string) => {
    for (let tries = 0; ; tries++) {
      const submitted = await send(email, 'POST', `/payroll_runs/${runId}/actions/submit`, {});
      if (submitted.status < 300) return;
      if (tries >= 240)
        throw new Error(
          `submit: ${submitted.status} ${JSON.stringify(submitted.json).slice(0, 300)}`,
        );
      await new Promise((res) => setTimeout(res, 500));
    }
  };
  /**
   * Approves a run and waits, polling as the page does, for its job to compute it and finish its
   * payouts; `onApproved` is called as the approval answers.
   */
  const approveAndWait = async (email: string, runId: string, onApproved?: () => void) => {
    await api(email, 'POST', `/payroll_runs/${runId}/actions/approve`, {});
    onApproved?.();
    for (;;) {
      const { payroll_run: r } = (await api(email, 'GET', `/payroll_runs/${runId}`)) as {
        payroll_run: { status: string; computed: boolean; paychecks_done: number };
      };
      if (r.status !== 'processing' && r.computed) return r;
      await new Promise((res) => setTimeout(res, 250));
    }
  };
  /** "Generate the month" (`POST /v2/month_end_runs`) and wait, polling as a page would, for the run's `done`. */
  const generateMonth = async (
    email: string,
    period: { period_start: string; period_end: string },
  ) => {
    const started = await send(email, 'POST', '/month_end_runs', period, {
      'idempotency-key': crypto.randomUUID(),
    });
    if (started.status !== 201)
      throw new Error(
        `POST /v2/month_end_runs: ${started.status} ${JSON.stringify(started.json).slice(0, 300)}`,
      );
    for (;;) {
      await new Promise((res) => setTimeout(res, 250));
      const run = (await api(email, 'GET', `/month_end_runs/${started.json.id as string}`)) as {
        status: string;
        clients_done: number;
        invoice_count: number;
      };
      if (run.status === 'done') return run;
    }
  };
  return { send, api, directDeposit, submitRun, approveAndWait, generateMonth };
}
