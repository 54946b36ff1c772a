import { and, desc, eq, isNull } from 'drizzle-orm';
import type { BankMethod, CreateBankMethod } from './contract';
import { lastFour, maskAccount } from '../../domain/validation/bank-account';
import { ACCOUNT_NUMBER_COLUMN } from '../../server/crypto/seal-rows';
import type { Vault } from '../../server/crypto/vault';
import type { Db, Tx } from '../../server/db/client';
import { bankMethods } from './table';
import { notFound } from '../../server/lib/errors';
import type { BankMethodOwner } from './owner.server';

/** The columns a response may carry: `account_number` is deliberately not among them. */
const visible = {
  id: bankMethods.id,
  kind: bankMethods.kind,
  account_holder: bankMethods.account_holder,
  bank_name: bankMethods.bank_name,
  routing_number: bankMethods.routing_number,
  account_last4: bankMethods.account_last4,
  is_default: bankMethods.is_default,
  created_at: bankMethods.created_at,
};
type VisibleRow = { [K in keyof typeof visible]: (typeof visible)[K]['_']['data'] };

const toDto = (row: VisibleRow): BankMethod => ({
  ...row,
  kind: row.kind as BankMethod['kind'],
  account_last4: maskAccount(row.account_last4),
  created_at: row.created_at.toISOString(),
});

const live = (owner: BankMethodOwner) =>
  and(
    eq(bankMethods.kind, owner.kind),
    eq(bankMethods.owner_type, owner.owner_type),
    eq(bankMethods.owner_id, owner.owner_id),
    isNull(bankMethods.removed_at),
  );

export async function listBankMethods(db: Db, owner: BankMethodOwner): Promise<BankMethod[]> {
  const rows = await db
    .select(visible)
    .from(bankMethods)
    .where(live(owner))
    .orderBy(desc(bankMethods.is_default), desc(bankMethods.created_at), desc(bankMethods.id));
  return rows.map(toDto);
}

/** A live method of this owner, or 404: another tenant's id is indistinguishable from a missing one. */
export async function findBankMethod(
  db: Db,
  owner: BankMethodOwner,
  id: string,
): Promise<BankMethod> {
  const [row] = await db
    .select(visible)
    .from(bankMethods)
    .where(and(live(owner), eq(bankMethods.id, id)));
  if (!row) throw notFound();
  return toDto(row);
}

/**
 * Writes a method with its account number as it is to be stored (sealed by the caller, or left in
 * clear for `sealPersonalNumbers` when the seed writes it); the owner's first one becomes the default.
 */
export async function insertBankMethod(
  tx: Db | Tx,
  owner: BankMethodOwner,
  input: CreateBankMethod,
  storedNumber: string,
  actorId: string | null,
  now: Date,
): Promise<BankMethod> {
  const [existing] = await tx
    .select({ id: bankMethods.id })
    .from(bankMethods)
    .where(live(owner))
    .limit(1);
  const [row] = await tx
    .insert(bankMethods)
    .values({
      ...owner,
      account_holder: input.account_holder.trim(),
      bank_name: input.bank_name.trim(),
      routing_number: input.routing_number.trim(),
      account_last4: lastFour(input.account_number.trim()),
      account_number: storedNumber,
      is_default: !existing,
      created_by: actorId,
      created_at: now,
    })
    .returning(visible);
  if (!row) throw new Error('insert returned no row');
  return toDto(row);
}

/** Adds a method, its number sealed; the owner's first one becomes the default. */
export async function createBankMethod(
  db: Db,
  vault: Vault,
  owner: BankMethodOwner,
  input: CreateBankMethod,
  actorId: string,
  now: Date,
): Promise<BankMethod> {
  const sealed = vault.seal(ACCOUNT_NUMBER_COLUMN, input.account_number.trim());
  try {
    return await db.transaction((tx) => insertBankMethod(tx, owner, input, sealed, actorId, now));
  } catch {
    // A driver error quotes the query parameters, the account number among them: never let it reach a log.
    throw new Error('Could not store the bank method');
  }
}

/** Soft-removes a method; when it was the default, the newest remaining one takes over. */
export async function removeBankMethod(
  db: Db,
  owner: BankMethodOwner,
  id: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .update(bankMethods)
      .set({ removed_at: now, is_default: false })
      .where(and(live(owner), eq(bankMethods.id, id)))
      .returning({ id: bankMethods.id });
    if (!removed) throw notFound();
    const [current] = await tx
      .select({ id: bankMethods.id })
      .from(bankMethods)
      .where(and(live(owner), eq(bankMethods.is_default, true)));
    if (current) return;
    const [next] = await tx
      .select({ id: bankMethods.id })
      .from(bankMethods)
      .where(live(owner))
      .orderBy(desc(bankMethods.created_at), desc(bankMethods.id))
      .limit(1);
    if (next)
      await tx.update(bankMethods).set({ is_default: true }).where(eq(bankMethods.id, next.id));
  });
}

/** Makes one method the default, and no other, in one transaction. */
export async function makeDefaultBankMethod(
  db: Db,
  owner: BankMethodOwner,
  id: string,
): Promise<BankMethod> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: bankMethods.id })
      .from(bankMethods)
      .where(and(live(owner), eq(bankMethods.id, id)));
    if (!target) throw notFound();
    await tx
      .update(bankMethods)
      .set({ is_default: false })
      .where(and(live(owner), eq(bankMethods.is_default, true)));
    const [row] = await tx
      .update(bankMethods)
      .set({ is_default: true })
      .where(eq(bankMethods.id, id))
      .returning(visible);
    if (!row) throw notFound();
    return toDto(row);
  });
}
