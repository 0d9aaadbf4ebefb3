import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/**
 * The account's pages: their forms (plans, payment, preferences) read these messages in the browser;
 * the payment card form is checkout's card fields.
 */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages area={['Subscriptions', 'Preferences', 'Profile', 'Addresses', 'Checkout']}>
      {children}
    </ClientMessages>
  );
}
