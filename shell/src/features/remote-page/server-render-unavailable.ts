/**
 * The server could not load a remote's server code for a route: the route is sent as a placeholder
 * and rendered in the browser instead (from the remote's browser code), not as a failure.
 */
export class ServerRenderUnavailable extends Error {
  override name = 'ServerRenderUnavailable';
}

/** Also true of the error as the browser gets it from the server's page (a plain name and message). */
export const isServerRenderUnavailable = (error: unknown) => error instanceof Error && error.name === 'ServerRenderUnavailable';
