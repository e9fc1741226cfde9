import { Button } from '@fns/design-system';
import { useSignOut } from '../hooks/use-sign-out';

/** Clears the stored token and returns to /admin/login. */
export function LogOutButton() {
  const logOut = useSignOut();
  return (
    <Button variant="tertiary" onClick={logOut}>
      Log out
    </Button>
  );
}
