// "Add as associated" on another's profile, for a coach or an organisation (whichever the account acts as, spec 6):
// the person is told (Added Associated, Added Associated Coach) and listed once they confirm.
import type { AddAssociated } from '@podium/core/api/coaches';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { useAddAssociatedMutation } from './coaches-api.ts';

export function AddAssociatedButton({ target }: { target: AddAssociated }) {
  const dispatch = useAppDispatch();
  const [add, adding] = useAddAssociatedMutation();
  async function onAdd() {
    try {
      dispatch(showAlert((await add(target).unwrap()).msg, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  return (
    <Button disabled={adding.isLoading || adding.isSuccess} onClick={() => void onAdd()}>
      {adding.isSuccess ? 'Added, waiting to confirm' : `Add as associated ${target.profileType}`}
    </Button>
  );
}
