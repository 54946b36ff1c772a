import { createHash, randomBytes } from 'node:crypto';
import { subscribers } from '../subscribers';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { User } from '../../domain/contracts/user';
import { loadUser } from '../auth/load-user';
import type { Db, Tx } from '../db/client';
import { assignments, expenseReceipts, expenses, partners, storedFiles, users } from '../db/schema';
import { appendEvents, type EventOrigin, type NewEvent } from '../events/store';
import { DEMO_RECEIPT, DEMO_RECEIPT_KEY } from '../files/demo-receipt';
import { planTransition } from '../kit/workflow/plan';
import type { ExpenseFacts } from '../../resources/expenses/chart';
import type { ExpenseAction, ExpenseType } from '../../resources/expenses/contract';
import {
  expenseEvents,
  expenseServer,
  type ExpenseRow,
} from '../../resources/expenses/workflow.server';

type Role = 'entrant' | 'reviewer' | 'decider' | 'admin';
type Step = [ExpenseAction, Role];

interface Recipe {
  type: ExpenseType;
  amount_cents: number;
  category: string;
  description: string;
  business_purpose: string;
  receipt: boolean;
  billable: boolean;
  steps: Step[];
}

const SUBMIT: Step = ['submit', 'entrant'];
const APPROVE: Step[] = [SUBMIT, ['review', 'reviewer'], ['approve', 'decider']];

/** Every state of the chart, with the amounts and words a real expense report has. */
const RECIPES: Recipe[] = [
  {
    type: 'reimbursement',
    amount_cents: 4_287,
    category: 'Meals',
    description: 'Team lunch during the site visit',
    business_purpose: 'Client site visit',
    receipt: true,
    billable: true,
    steps: [],
  },
  {
    type: 'reimbursement',
    amount_cents: 12_950,
    category: 'Travel',
    description: 'Train ticket to the plant',
    business_purpose: 'Quarterly safety audit',
    receipt: true,
    billable: true,
    steps: [SUBMIT],
  },
  {
    type: 'reimbursement_taxable',
    amount_cents: 8_999,
    category: 'Equipment',
    description: 'Safety boots',
    business_purpose: 'Required on the warehouse floor',
    receipt: true,
    billable: false,
    steps: [SUBMIT, ['review', 'reviewer']],
  },
  {
    type: 'reimbursement',
    amount_cents: 31_415,
    category: 'Lodging',
    description: 'Hotel, two nights',
    business_purpose: 'Overnight inventory count',
    receipt: true,
    billable: true,
    steps: APPROVE,
  },
  {
    type: 'stipend',
    amount_cents: 5_000,
    category: 'Phone',
    description: 'Monthly phone stipend',
    business_purpose: 'On-call availability',
    receipt: false,
    billable: true,
    steps: [...APPROVE, ['mark_billed', 'admin']],
  },
  {
    type: 'reimbursement',
    amount_cents: 2_310,
    category: 'Parking',
    description: 'Parking garage',
    business_purpose: 'Client meeting downtown',
    receipt: true,
    billable: true,
    steps: [...APPROVE, ['mark_billed', 'admin'], ['paid', 'admin']],
  },
  {
    type: 'reimbursement',
    amount_cents: 19_999,
    category: 'Meals',
    description: 'Dinner with spouse',
    business_purpose: 'Personal',
    receipt: true,
    billable: true,
    steps: [SUBMIT, ['reject', 'decider']],
  },
  {
    type: 'bonus',
    amount_cents: 25_000,
    category: 'Recognition',
    description: 'Spot bonus for the holiday rush',
    business_purpose: 'Peak season coverage',
    receipt: false,
    billable: false,
    steps: [SUBMIT, ['approve', 'decider'], ['paid', 'admin']],
  },
];

const IP = '203.0.113.9';

interface Team {
  assignment: typeof assignments.$inferSelect;
  actors: Record<Role, User>;
}

/** One expense: its `expense.created` event, each step planned by the chart itself, and its projection. */
function buildExpense(team: Team, recipe: Recipe, index: number, start: Date) {
  const id = crypto.randomUUID();
  const a = team.assignment;
  const day = new Date(Date.UTC(2026, 10, 20) - index * 3 * 86_400_000).toISOString().slice(0, 10);
  let at = new Date(start.getTime() + index * 60_000);
  const origin = (u: User): EventOrigin => ({
    actorUserId: u.id,
    actorRole: u.role ? `${u.user_type}:${u.role}` : u.user_type,
    ip: IP,
    userAgent: 'seed',
    location: null,
    occurredAt: at,
  });
  const entrant = team.actors.entrant;
  const created: NewEvent = {
    streamId: id,
    version: 1,
    type: 'expense.created',
    origin: origin(entrant),
    payload: {
      id,
      assignment_id: a.id,
      contractor_id: a.contractor_id,
      client_id: a.client_id,
      partner_id: a.partner_id,
      eor_id: a.eor_id,
      type: recipe.type,
      amount_cents: recipe.amount_cents,
      date: day,
      category: recipe.category,
      description: recipe.description,
      business_purpose: recipe.business_purpose,
      acceptance_chance: recipe.billable ? 90 - (index % 4) * 10 : null,
      billable: recipe.billable,
    },
  };
  let row: ExpenseRow = expenseServer.reduce(null, {
    ...created,
    actor_user_id: entrant.id,
    ip: IP,
    location: null,
    occurred_at: at.toISOString(),
  });
  const stream: NewEvent[] = [created];
  for (const [action, role] of recipe.steps) {
    at = new Date(at.getTime() + 3_600_000);
    const user = team.actors[role];
    const facts: ExpenseFacts = {
      type: recipe.type,
      billable: row.billable,
      reviewed: row.reviewed,
      billed: row.billed,
      on_invoice: false,
      paid: row.paid,
      receipts: recipe.receipt ? 1 : 0,
    };
    const texts = action === 'reject' ? { reason: 'Personal meals are not reimbursable' } : {};
    const o = origin(user);
    const plan = planTransition(
      expenseServer,
      row,
      facts,
      expenseServer.definition.eventFor(action, user, texts),
      o,
      texts,
    );
    row = plan.next;
    stream.push({
      streamId: id,
      version: row.version,
      type: plan.type,
      payload: plan.payload,
      origin: o,
    });
  }
  return { row, stream, receipt: recipe.receipt, uploadedBy: entrant.id, at };
}

/**
 * Expenses in every state, each with its event history: Connie (contractor@demo.test) at Globex for
 * Acme, the SelfCo consultant (entered by SelfCo, an IC's expenses), and a few Harbor Point workers.
 * Reimbursements carry a demo PDF receipt; its bytes are put in file storage when the API starts.
 */
export async function seedExpenses(tx: Tx): Promise<void> {
  const db = tx as unknown as Db;
  const userOf = async (email: string) => {
    const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    const user = u && (await loadUser(db, u.id));
    if (!user) throw new Error(`no demo user ${email}`);
    return user;
  };
  const admin = await userOf('admin@demo.test');
  const assignmentOf = async (contractorId: string | undefined) => {
    const [a] = await tx
      .select()
      .from(assignments)
      .where(eq(assignments.contractor_id, contractorId ?? ''))
      .orderBy(asc(assignments.start_date))
      .limit(1);
    if (!a) throw new Error('demo assignment missing');
    return a;
  };
  const connie = await userOf('contractor@demo.test');
  const ian = await userOf('ic@demo.test');
  const selfOwner = await userOf('owner@selfco.test');
  const teams: { team: Team; recipes: Recipe[] }[] = [
    {
      team: {
        assignment: await assignmentOf(connie.contractor?.id),
        actors: {
          entrant: connie,
          reviewer: await userOf('owner@acme.test'),
          decider: await userOf('client@globex.test'),
          admin,
        },
      },
      recipes: RECIPES,
    },
    {
      team: {
        assignment: await assignmentOf(ian.contractor?.id),
        actors: { entrant: selfOwner, reviewer: selfOwner, decider: selfOwner, admin },
      },
      recipes: RECIPES.slice(0, 5).map((r) => ({
        ...r,
        type: r.type === 'stipend' ? r.type : 'ic_expense',
      })),
    },
  ];
  const [harbor] = await tx.select().from(partners).where(eq(partners.subdomain, 'harborpoint'));
  const harborOwner = await userOf('owner@harborpoint.test');
  const harborWorkers = await tx
    .select({ id: users.id, contractor_id: users.contractor_id })
    .from(users)
    .innerJoin(assignments, eq(assignments.contractor_id, users.contractor_id))
    .where(and(eq(assignments.partner_id, harbor?.id ?? ''), isNotNull(users.contractor_id)))
    .orderBy(asc(users.email))
    .limit(4);
  for (const [i, w] of harborWorkers.entries()) {
    const worker = await loadUser(db, w.id);
    if (!worker) continue;
    // Harbor Point decides nothing itself (not a self-approving partner): the platform admin does.
    const entrant = worker.contractor?.requires_w2_onboard ? worker : harborOwner;
    teams.push({
      team: {
        assignment: await assignmentOf(w.contractor_id ?? undefined),
        actors: { entrant, reviewer: harborOwner, decider: admin, admin },
      },
      recipes: RECIPES.filter((_, r) => r % 4 === i % 4 || r === 3),
    });
  }

  const start = new Date(Date.UTC(2026, 10, 1, 14));
  const built = teams.flatMap(({ team, recipes }, t) =>
    recipes.map((recipe, i) => buildExpense(team, recipe, t * 10 + i, start)),
  );
  await appendEvents(
    tx,
    expenseEvents,
    built.flatMap((b) => b.stream),
    subscribers,
  );
  await tx.insert(expenses).values(built.map((b) => b.row));
  const withReceipt = built.filter((b) => b.receipt);
  if (!withReceipt.length) return;
  const sha256 = createHash('sha256').update(DEMO_RECEIPT).digest('hex');
  const files = await tx
    .insert(storedFiles)
    .values(
      withReceipt.map((b) => ({
        partner_id: b.row.partner_id,
        uploaded_by_user_id: b.uploadedBy,
        purpose: 'expense_receipt',
        original_name: `receipt-${b.row.date}.pdf`,
        content_type: 'application/pdf',
        byte_size: DEMO_RECEIPT.length,
        sha256,
        storage_key: DEMO_RECEIPT_KEY,
        url_key: randomBytes(32).toString('base64url'),
        created_at: new Date(b.row.created_at),
      })),
    )
    .returning({ id: storedFiles.id });
  await tx.insert(expenseReceipts).values(
    withReceipt.map((b, i) => ({
      file_id: files[i]!.id,
      expense_id: b.row.id,
      created_at: b.row.created_at,
    })),
  );
}
