import { z } from 'zod';

/**
 * The account-management and authentication-realm answers the storefront reads (the vendor's
 * account_management and authentication-realms documents): only the fields it uses, each checked.
 */
export const authenticationSettingsResponse = z.object({
  data: z.object({
    enable_self_signup: z.boolean().optional(),
    relationships: z.object({
      authentication_realm: z.object({ data: z.object({ id: z.string().min(1) }) }),
    }),
  }),
});

export const passwordProfilesResponse = z.object({
  data: z.array(
    z.object({
      id: z.string().min(1),
      type: z.literal('password_profile'),
      username_format: z.string().optional(),
      enable_one_time_password_token: z.boolean().optional(),
    }),
  ),
});

export const passwordProfileInfo = z.object({
  id: z.string().min(1),
  type: z.literal('user_authentication_password_profile_info'),
  username: z.string(),
  password_profile_id: z.string(),
});
export const passwordProfileInfosResponse = z.object({ data: z.array(passwordProfileInfo) });
export const passwordProfileInfoResponse = z.object({ data: passwordProfileInfo });

export const userAuthenticationInfoResponse = z.object({
  data: z.object({
    id: z.string().min(1),
    type: z.literal('user_authentication_info'),
    name: z.string(),
    email: z.string(),
  }),
});

/** An account address as the vendor answers it (optional fields left out when empty). */
export const accountAddress = z.object({
  id: z.string().min(1),
  type: z.literal('address'),
  name: z.string().optional(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string().optional(),
  phone_number: z.string().optional(),
  instructions: z.string().optional(),
  line_1: z.string(),
  line_2: z.string().optional(),
  city: z.string().optional(),
  county: z.string().optional(),
  region: z.string().optional(),
  postcode: z.string(),
  country: z.string(),
});
export type AccountAddress = z.infer<typeof accountAddress>;
export const accountAddressesResponse = z.object({ data: z.array(accountAddress) });
export const accountAddressResponse = z.object({ data: accountAddress });
export const accountResponse = z.object({ data: z.object({ id: z.string(), name: z.string() }) });
