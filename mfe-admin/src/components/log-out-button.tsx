import { Button } from '@fns/design-system';
import { useSignOut } from '../hooks/use-sign-out';
import { logout } from '../lib/login';

/** Revokes the token on the server, then forgets it here and returns to /admin/login. */
export function LogOutButton() {
  const signOut = useSignOut();
  return (
    <Button variant="tertiary" onClick={() => void logout().then(signOut)}>
      Log out
    </Button>
  );
}
