import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/**
 * The checkout's forms read checkout's words in the browser.
 */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area={['Checkout']}>{children}</ClientMessages>;
}
