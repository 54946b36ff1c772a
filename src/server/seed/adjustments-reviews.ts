import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { subscribers } from '../subscribers';
import type { ActionTexts } from '../../../machines/kit/workflow';
import type { AdjustmentAction } from '../../resources/adjustments/contract';
import type {
  AdjustmentDirection,
  AdjustmentPayer,
  AdjustmentType,
} from '../../resources/adjustments/query';
import type { User } from '../../domain/contracts/user';
import type { ReviewAction } from '../../resources/reviews/contract';
import type { ReviewSubjectKind } from '../../resources/reviews/query';
import type { Tx } from '../db/client';
import { clients, contractors, partners, reviewTypes, users } from '../db/schema';
import { insertCreated } from '../kit/workflow/create';
import { originOf } from '../kit/workflow/origin';
import { adjustmentServer } from '../../resources/adjustments/server';
import { reviewServer } from '../../resources/reviews/server';
import { act, demoUser } from './workflow-steps';

const SEEDED_AT = { ip: null, userAgent: 'seed', now: new Date('2026-11-16T15:00:00Z') };

interface Tenant {
  owner: User;
  contractorIds: string[];
  clientId: string;
  partnerId: string;
}

async function tenant(tx: Tx, subdomain: string, ownerEmail: string): Promise<Tenant> {
  const [partner] = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.subdomain, subdomain));
  if (!partner) throw new Error(`no demo partner ${subdomain}`);
  const workers = await tx
    .select({ id: contractors.id })
    .from(contractors)
    .innerJoin(users, eq(users.contractor_id, contractors.id))
    .where(and(eq(contractors.partner_id, partner.id), isNotNull(users.email)))
    .orderBy(asc(users.last_name), asc(users.first_name));
  const [client] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.partner_id, partner.id))
    .orderBy(asc(clients.entity_name))
    .limit(1);
  if (!workers.length || !client)
    throw new Error(`demo partner ${subdomain} lacks a contractor or a client`);
  return {
    owner: await demoUser(tx, ownerEmail),
    contractorIds: workers.map((w) => w.id),
    clientId: client.id,
    partnerId: partner.id,
  };
}

type AdjustmentRecipe = [
  number,
  AdjustmentDirection,
  AdjustmentPayer,
  AdjustmentType,
  number,
  string,
  string | null,
  'owner' | 'admin',
  [AdjustmentAction, 'owner' | 'admin', ActionTexts?][],
];

async function seedAdjustments(
  tx: Tx,
  t: Tenant,
  admin: User,
  recipes: readonly AdjustmentRecipe[],
) {
  for (const [worker, direction, payer, type, amount_cents, date, notes, by, steps] of recipes) {
    const who = (k: 'owner' | 'admin') => (k === 'owner' ? t.owner : admin);
    const row = await insertCreated(
      tx,
      adjustmentServer,
      {
        id: crypto.randomUUID(),
        partner_id: t.partnerId,
        eor_id: null,
        contractor_id: t.contractorIds[worker % t.contractorIds.length]!,
        client_id: direction === 'bill' ? t.clientId : null,
        assignment_id: null,
        direction,
        payer,
        type,
        amount_cents,
        date,
        notes,
      },
      originOf(who(by), SEEDED_AT),
      subscribers,
    );
    await act(
      tx,
      adjustmentServer,
      row.id,
      steps.map(([a, k, texts]) => [a, who(k), texts] as const),
      SEEDED_AT,
    );
  }
}

type ReviewRecipe = [
  string,
  number,
  number | null,
  string | null,
  [ReviewAction, 'owner' | 'admin', ActionTexts?][],
];

async function seedReviews(
  tx: Tx,
  t: Tenant,
  admin: User,
  types: [string, ReviewSubjectKind, string][],
  recipes: readonly ReviewRecipe[],
) {
  const made = await tx
    .insert(reviewTypes)
    .values(
      types.map(([name, subject_kind, description]) => ({
        partner_id: t.partnerId,
        name,
        subject_kind,
        description,
      })),
    )
    .returning({ id: reviewTypes.id, name: reviewTypes.name });
  const typeId = new Map(made.map((m) => [m.name, m.id]));
  for (const [type, worker, rating, notes, steps] of recipes) {
    const row = await insertCreated(
      tx,
      reviewServer,
      {
        id: crypto.randomUUID(),
        partner_id: t.partnerId,
        eor_id: null,
        review_type_id: typeId.get(type)!,
        contractor_id: t.contractorIds[worker % t.contractorIds.length]!,
        rating,
        notes,
      },
      originOf(t.owner, SEEDED_AT),
      subscribers,
    );
    await act(
      tx,
      reviewServer,
      row.id,
      steps.map(([a, k, texts]) => [a, k === 'owner' ? t.owner : admin, texts] as const),
      SEEDED_AT,
    );
  }
}

/**
 * Adjustments and reviews at Acme, SelfCo and Harbor Point in several statuses, each moved through
 * its chart by the demo accounts who may (owners add at SelfCo; admins decide and settle).
 */
export async function seedAdjustmentsAndReviews(tx: Tx): Promise<void> {
  const admin = await demoUser(tx, 'admin@demo.test');
  const acme = await tenant(tx, 'acme', 'owner@acme.test');
  const selfco = await tenant(tx, 'selfco', 'owner@selfco.test');
  const harbor = await tenant(tx, 'harborpoint', 'owner@harborpoint.test');
  const reversed: ActionTexts = {
    reason: 'Entered twice: the bonus was already on the previous paycheck.',
  };

  await seedAdjustments(tx, acme, admin, [
    [
      0,
      'pay',
      'partner',
      'bonus',
      250_00,
      '2026-11-02',
      'Referral bonus for October.',
      'admin',
      [],
    ],
    [
      1,
      'bill',
      'client',
      'correction',
      1234_56,
      '2026-11-05',
      'Overtime billed short on the 2026-10-26 invoice.',
      'admin',
      [['approve', 'admin']],
    ],
    [
      0,
      'pay',
      'partner',
      'reimbursement',
      89_99,
      '2026-10-28',
      'Safety boots.',
      'admin',
      [
        ['approve', 'admin'],
        ['mark_paid', 'admin'],
      ],
    ],
  ]);
  await seedAdjustments(tx, selfco, admin, [
    [
      0,
      'pay',
      'partner',
      'bonus',
      500_00,
      '2026-11-10',
      'Project completed ahead of schedule.',
      'owner',
      [],
    ],
    [
      0,
      'pay',
      'contractor',
      'deduction',
      45_10,
      '2026-11-03',
      'Equipment not returned.',
      'owner',
      [['reject', 'admin', { reason: 'The laptop was returned on 2026-11-04.' }]],
    ],
    [
      0,
      'bill',
      'client',
      'correction',
      300_00,
      '2026-10-30',
      'Weekend support billed at the standard rate.',
      'owner',
      [
        ['approve', 'owner'],
        ['mark_invoiced', 'admin'],
      ],
    ],
  ]);
  await seedAdjustments(tx, harbor, admin, [
    [
      2,
      'pay',
      'partner',
      'bonus',
      150_00,
      '2026-11-12',
      'Perfect attendance, October.',
      'admin',
      [],
    ],
    [
      3,
      'pay',
      'partner',
      'reimbursement',
      72_25,
      '2026-11-06',
      'Mileage to the Dockside site.',
      'admin',
      [['reverse', 'admin', reversed]],
    ],
    [
      4,
      'bill',
      'client',
      'correction',
      980_00,
      '2026-11-09',
      'Holiday shifts billed at the regular rate.',
      'admin',
      [['approve', 'admin']],
    ],
  ]);

  const performance: [string, ReviewSubjectKind, string] = [
    'Quarterly performance',
    'contractor_performance',
    'Quality, punctuality and client feedback over the quarter.',
  ];
  const documents: [string, ReviewSubjectKind, string] = [
    'Credential check',
    'document',
    'A licence or certificate the placement needs, checked against its issuer.',
  ];
  await seedReviews(
    tx,
    acme,
    admin,
    [performance, documents],
    [
      ['Quarterly performance', 0, null, null, []],
      [
        'Quarterly performance',
        1,
        4,
        'Reliable; asked for more weekend shifts.',
        [['start', 'owner']],
      ],
      [
        'Quarterly performance',
        0,
        5,
        'Client asked for an extension.',
        [
          ['start', 'owner'],
          ['submit', 'owner'],
        ],
      ],
      [
        'Credential check',
        1,
        5,
        'Forklift licence valid until 2028.',
        [
          ['start', 'owner'],
          ['submit', 'owner'],
          ['approve', 'admin'],
        ],
      ],
      [
        'Credential check',
        0,
        null,
        null,
        [
          ['start', 'owner'],
          ['fail', 'owner', { reason: 'The issuer did not answer within two weeks.' }],
        ],
      ],
    ],
  );
  await seedReviews(
    tx,
    selfco,
    admin,
    [['Client feedback', 'contractor_performance', 'What the client says about the engagement.']],
    [
      ['Client feedback', 0, null, null, []],
      [
        'Client feedback',
        0,
        4,
        'Initech is happy with the delivery.',
        [
          ['start', 'owner'],
          ['submit', 'owner'],
        ],
      ],
    ],
  );
  await seedReviews(
    tx,
    harbor,
    admin,
    [performance, documents],
    [
      ['Quarterly performance', 2, 3, 'Late twice in October.', [['start', 'owner']]],
      [
        'Credential check',
        3,
        2,
        'Certificate copy unreadable.',
        [
          ['start', 'owner'],
          ['submit', 'owner'],
          ['reject', 'admin', { reason: 'Ask for a clear copy before rating it.' }],
        ],
      ],
    ],
  );
}
