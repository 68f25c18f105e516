// Account: sign out of every device (revokes every token, then signs out here too).

import { showAlert } from '../../state/alerts-slice.ts';
import { useLogoutEverywhereMutation } from '../../state/auth-api.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { useLogout } from '../../state/use-logout.ts';
import { Button } from '../../ui/Button.tsx';
import { AccountRow } from './AccountRow.tsx';
import { ACCOUNT_MESSAGES } from './account-api.ts';

export function SecuritySection() {
  const dispatch = useAppDispatch();
  const logout = useLogout();
  const [logoutEverywhere, { isLoading }] = useLogoutEverywhereMutation();

  async function signOutEverywhere() {
    try {
      await logoutEverywhere().unwrap();
      await logout();
      dispatch(showAlert(ACCOUNT_MESSAGES.signedOutEverywhere, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }

  return (
    <AccountRow>
      <div>
        <h3>Sign out everywhere</h3>
        <p className="muted">
          Lost a phone or used a shared computer? This signs you out on every device, including this one.
        </p>
      </div>
      <Button onClick={() => void signOutEverywhere()} disabled={isLoading}>
        {isLoading ? 'Signing out...' : 'Sign out everywhere'}
      </Button>
    </AccountRow>
  );
}
