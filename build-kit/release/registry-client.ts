import { messageOf } from '@fns/contracts';
import { API_PORT } from '@fns/contracts/remotes';

/**
 * The release commands' way to the API's registry: signs in with ADMIN_USERNAME and
 * ADMIN_PASSWORD at API_URL (the API's default port on this machine otherwise) and calls the admin endpoints.
 */
export async function registryClient(env: NodeJS.ProcessEnv = process.env) {
  const apiUrl = (env.API_URL || `http://127.0.0.1:${API_PORT}`).replace(/\/+$/, '');
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = env;
  if (!username || !password) throw new Error('Set ADMIN_USERNAME and ADMIN_PASSWORD: the registry takes changes from admins only.');

  async function send(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; data: unknown }> {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch((error: Error) => {
      throw new Error(`The API at ${apiUrl} did not answer (${error.message}).`);
    });
    const data: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    if (!response.ok) throw new Error(messageOf(data) ?? `${method} ${path} answered ${response.status}.`);
    return { status: response.status, data };
  }

  const { data } = await send('POST', '/api/auth/login', { username, password });
  const token = (data as { token: string }).token;
  return {
    call: <T>(method: string, path: string, body?: unknown) => send(method, path, body, token) as Promise<{ status: number; data: T }>,
  };
}
