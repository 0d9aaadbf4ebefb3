import type { Transaction } from '@/lib/commerce/schemas/payments';
import { priceFormatting } from '../money/format';
import type { TransactionRow } from './schema';

/** A transaction as the vendor's API answers it (`reference` is `manual` for its manual gateway). */
export function transactionDocument(row: TransactionRow): Transaction {
  return {
    id: row.id,
    type: 'transaction',
    reference: 'manual',
    ...(row.name !== null && { name: row.name }),
    ...(row.customReference !== null && { custom_reference: row.customReference }),
    gateway: row.gateway,
    amount: row.amount,
    refunded_amount: 0,
    currency: row.currency,
    transaction_type: row.transactionType,
    status: row.status,
    ...(row.card && { card: row.card }),
    ...(row.failure && { failure_details: row.failure }),
    relationships: { order: { data: { type: 'order', id: row.orderId } } },
    meta: {
      display_price: priceFormatting(row.amount, row.currency),
      display_refunded_amount: { total: priceFormatting(0, row.currency) },
      timestamps: { created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() },
    },
  };
}
