import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/** The account's pages: their forms (plans, payment, preferences) read these messages in the browser. */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages area={['Subscriptions', 'Preferences', 'Profile', 'Addresses']}>
      {children}
    </ClientMessages>
  );
}
