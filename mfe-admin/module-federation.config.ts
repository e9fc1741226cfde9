/** The Admin remote: it exposes its route objects; the shell owns the router. */
export const federation = {
  name: 'mfe_admin',
  exposes: { './routes': './src/app/routes.tsx' },
};
