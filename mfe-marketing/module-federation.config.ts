/** The Marketing remote: it exposes its route objects; the shell owns the router. */
export const federation = {
  name: 'mfe_marketing',
  exposes: { './routes': './src/app/routes.tsx' },
};
