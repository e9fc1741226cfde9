import { trusted } from 'mongoose';
import type { Account } from '@fns/contracts';
import { needsTwoFactor } from './auth.middleware';
import type { Config } from '../../config/config';
import { exclusively } from '../../lib/leases';
import { AdminUser } from './admin-user.model';
import { AdminAccountError, normalizeUsername } from './auth.service';

export const EMAIL_TAKEN = 'That e-mail address belongs to another administrator.';

/** Which admin: the signed-in one (by id) or one named on the command line. */
type AdminSelector = { _id: string } | { username: string };

const noSuchAdmin = (admin: AdminSelector) =>
  new AdminAccountError('username' in admin ? `There is no admin "${admin.username}".` : 'There is no such admin.', 404);

/** A member's account: who, which role, whether two-factor is on (or owed), and their address (null: none yet). */
export async function accountOf(config: Config, admin: AdminSelector): Promise<Account> {
  const user = await AdminUser.findOne(admin).lean();
  if (!user) throw noSuchAdmin(admin);
  const twoFactorEnabled = user.twoFactor?.enabled ?? false;
  return {
    id: String(user._id),
    username: user.username,
    name: user.name ?? user.username,
    role: user.role,
    twoFactorEnabled,
    twoFactorRequired: needsTwoFactor(config, { role: user.role, twoFactorEnabled }),
    email: user.email ?? null,
  };
}

/**
 * Sets an admin's address (lower-cased already: emailField), or removes it with null. One admin
 * per address is checked here, not by the database: FerretDB refuses a partial unique index (and
 * a plain one would allow a single admin without an address). Changes to one address run one at a
 * time (a lease: see exclusively), so two of them cannot both pass the check.
 */
export async function setAdminEmail(admin: AdminSelector, email: string | null): Promise<void> {
  const change = async () => {
    const user = await AdminUser.findOne(admin).lean();
    if (!user) throw noSuchAdmin(admin);
    if (email && (await AdminUser.exists({ email, _id: trusted({ $ne: user._id }) }))) throw new AdminAccountError(EMAIL_TAKEN, 409);
    await AdminUser.updateOne({ _id: user._id }, { $set: { email } });
  };
  return email ? exclusively(`admin-email:${email}`, change) : change();
}

/**
 * ADMIN_EMAIL, given at start to the ADMIN_USERNAME account while it has no address: one set since
 * (console, CLI) is never replaced. 'taken': another admin has that address, and it was not given.
 */
export async function ensureAdminEmail(config: Config): Promise<'given' | 'taken' | null> {
  const { email } = config.admin;
  if (!email) return null;
  const username = normalizeUsername(config.admin.username);
  const user = await AdminUser.findOne({ username }).lean();
  if (!user || user.email) return null;
  try {
    await setAdminEmail({ username }, email);
    return 'given';
  } catch (error) {
    if (error instanceof AdminAccountError && error.status === 409) return 'taken';
    throw error;
  }
}
