import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/form-field';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX } from '@/lib/storefront/account/account-bodies';

/**
 * The account's own fields, each with the input kind, autofill and length its handler's schema
 * (account-bodies.ts) takes: the join, password and profile forms write only what differs.
 */
type Field = Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'maxLength' | 'name'> & {
  name?: string;
};

export const NameField = ({ name = 'name', ...field }: Field) => (
  <TextField {...field} name={name} autoComplete="name" maxLength={NAME_MAX} />
);

export const EmailField = ({ name = 'email', ...field }: Field) => (
  <TextField {...field} name={name} type="email" autoComplete="email" maxLength={EMAIL_MAX} />
);

/** A password typed to prove who one is (`current`), or chosen (`new`, with its rule as the hint). */
export const PasswordField = ({
  purpose,
  name = 'password',
  ...field
}: Field & { purpose: 'current' | 'new' }) => (
  <TextField
    {...field}
    name={name}
    type="password"
    autoComplete={`${purpose}-password`}
    maxLength={PASSWORD_MAX}
  />
);
