// The settings of paying by transfer (issue 50 item 3): the site's bank accounts (IBAN checked by the contract with
// ibantools) and its company details for invoices (one row). Written by the back-office, read by every order's page
// and proforma invoice; the admin scope's hook audits each change.

import type { BankAccountSave, InvoiceDetailsSave } from '@tedarik/contract/orders/admin';
import { ORDER_MSG as MSG } from '@tedarik/contract/orders/orders';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankAccounts, invoiceDetails } from '../../db/schema/orders';
import { notFound } from '../../platform/errors';

export type BankAccountRow = typeof bankAccounts.$inferSelect;

/** The bank accounts members pay into. */
export const activeBankAccounts = (db: Db) =>
  db.select().from(bankAccounts).where(eq(bankAccounts.active, true)).orderBy(asc(bankAccounts.id));

export const allBankAccounts = (db: Db) => db.select().from(bankAccounts).orderBy(asc(bankAccounts.id));

export async function addBankAccount(db: Db, input: BankAccountSave) {
  const [row] = await db.insert(bankAccounts).values(input).returning();
  return row;
}

export async function updateBankAccount(db: Db, id: number, input: BankAccountSave) {
  const [row] = await db.update(bankAccounts).set(input).where(eq(bankAccounts.id, id)).returning();
  if (!row) throw notFound(MSG.accountNotFound);
  return row;
}

export async function deleteBankAccount(db: Db, id: number) {
  const gone = await db.delete(bankAccounts).where(eq(bankAccounts.id, id)).returning({ id: bankAccounts.id });
  if (gone.length === 0) throw notFound(MSG.accountNotFound);
}

const EMPTY = { title: '', address: '', taxOffice: '', taxNumber: '', phone: '', email: '' };

/** The site's company details for invoices (empty texts until saved). */
export async function invoiceDetailsOf(db: Db) {
  const [row] = await db.select().from(invoiceDetails).where(eq(invoiceDetails.id, 1));
  if (!row) return EMPTY;
  const { id: _, updatedAt: __, ...details } = row;
  return details;
}

export async function saveInvoiceDetails(db: Db, input: InvoiceDetailsSave) {
  const values = { ...input, updatedAt: new Date() };
  await db
    .insert(invoiceDetails)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: invoiceDetails.id, set: values });
  return invoiceDetailsOf(db);
}
