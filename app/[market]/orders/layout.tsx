import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/**
 * An order's page: reorder reads the orders' words in the browser, and paying an open order
 * checkout's card fields.
 */
export default function OrdersLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area={['Orders', 'Checkout']}>{children}</ClientMessages>;
}
