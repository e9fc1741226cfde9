/** The 4xx status Express (or its static files middleware) gave an error, such as 400 for a malformed percent-encoding. */
export function clientErrorStatus(error: { status?: number }): number | undefined {
  return error.status !== undefined && error.status >= 400 && error.status < 500 ? error.status : undefined;
}
