import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/**
 * The sign-in form reads its words in the browser.
 */
export default function SignInLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area={['SignIn']}>{children}</ClientMessages>;
}
