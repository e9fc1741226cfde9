/** The Blog remote: it exposes its route objects; the shell owns the router. */
export const federation = {
  name: 'mfe_blog',
  exposes: { './routes': './src/app/routes.tsx' },
};
