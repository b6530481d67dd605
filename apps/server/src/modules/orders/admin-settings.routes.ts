// The settings of paying by transfer (contract: orders/admin.ts): the site's bank accounts and its company details
// for invoices, Muhasebe's and the Yönetici's; every change is audited by the admin scope's hook.
import {
  addBankAccount,
  deleteBankAccount,
  getBankAccounts,
  getInvoiceDetails,
  saveInvoiceDetails,
  updateBankAccount,
} from '@tedarik/contract/orders/admin';
import { ORDER_MSG } from '@tedarik/contract/orders/orders';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { ACCOUNTING } from './admin.routes';
import * as orders from './service';
import { toBankAccount } from './wire';

export const ordersAdminSettingsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  route(
    app,
    getBankAccounts,
    async () => ({ items: (await orders.allBankAccounts(db)).map(toBankAccount) }),
    ACCOUNTING,
  );
  route(app, addBankAccount, async ({ body }) => toBankAccount(await orders.addBankAccount(db, body)), ACCOUNTING);
  route(
    app,
    updateBankAccount,
    async ({ params, body }) => toBankAccount(await orders.updateBankAccount(db, params.id, body)),
    ACCOUNTING,
  );
  route(
    app,
    deleteBankAccount,
    async ({ params }) => {
      await orders.deleteBankAccount(db, params.id);
      return { message: ORDER_MSG.deleted };
    },
    ACCOUNTING,
  );
  route(app, getInvoiceDetails, async () => orders.invoiceDetailsOf(db), ACCOUNTING);
  route(app, saveInvoiceDetails, async ({ body }) => orders.saveInvoiceDetails(db, body), ACCOUNTING);
};
