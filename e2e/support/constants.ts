/** The admin console's local-storage key (SPEC section 4). */
export const AUTH_TOKEN_KEY = 'authToken';
