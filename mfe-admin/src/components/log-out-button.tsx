import { Button } from '@fns/design-system';
import { useSignOut } from '../hooks/use-sign-out';
import { removeLocalDrafts } from '../lib/auth-token';
import { logout } from '../lib/login';

/**
 * Forgets the unsaved drafts kept in this browser at once (not only after the server answers), revokes
 * the token on the server, then forgets it here and returns to /admin/login.
 */
export function LogOutButton() {
  const signOut = useSignOut();
  const logOut = () => {
    removeLocalDrafts();
    void logout().then(signOut);
  };
  return (
    <Button variant="tertiary" onClick={logOut}>
      Log out
    </Button>
  );
}
