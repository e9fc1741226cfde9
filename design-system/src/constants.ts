/** Business and motion constants of SPEC section 9, for code (the SCSS tokens mirror them). */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export const DURATIONS_MS = { micro: 185, standard: 300, complex: 485, touchCard: 200 } as const;
export const MOTIF_ANGLE_DEG = 37;
export const PRODUCT_NAME = 'Founders Never Solo';
/** Where the admin console keeps its bearer token (SPEC section 4); the shell's guard checks it. */
export const AUTH_TOKEN_KEY = 'authToken';
