// "Restore purchases" on /subscriptions in the native apps (issue 25; the app stores require a visible way to get back
// what was bought, on a new phone or after a reinstall). The store restores on the device, then our server re-reads
// RevenueCat for the account and applies what it holds (it never takes the app's word); the plans are read again, so
// the marks move. Absent on web, where nothing is bought in an app store.
import { PAYMENT_SYSTEM_ERROR, PLANS, type ProductKey } from '@podium/core/api/purchases';
import { useState } from 'react';
import { usePlatform } from '../../platform/index.ts';
import { useAppSelector } from '../../state/hooks.ts';
import { Button } from '../../ui/Button.tsx';
import { useRestorePurchasesMutation } from './purchases-api.ts';
import styles from './RestorePurchases.module.css';

type RestoreState =
  | { step: 'idle' }
  | { step: 'restoring' }
  | { step: 'restored'; products: ProductKey[] }
  | { step: 'failed' };

function Outcome({ state }: { state: RestoreState }) {
  if (state.step === 'restoring') return <>Restoring your purchases from the app store...</>;
  if (state.step !== 'restored') return null;
  if (state.products.length === 0) {
    return <>Nothing to restore: the app store holds no purchases for this account.</>;
  }
  return (
    <>
      <strong>Purchases restored.</strong> Active now:{' '}
      {state.products.map((key) => PLANS[key].name).join(', ')}.
    </>
  );
}

export function RestorePurchases() {
  const platform = usePlatform();
  const userId = useAppSelector((state) => state.auth.user?._id);
  const [restoreOnServer] = useRestorePurchasesMutation();
  const [state, setState] = useState<RestoreState>({ step: 'idle' });
  if (!platform.purchases.isAvailable) return null;

  async function restore() {
    setState({ step: 'restoring' });
    try {
      await platform.purchases.restore(userId ?? '');
      const { data } = await restoreOnServer().unwrap();
      setState({ step: 'restored', products: data.restored });
    } catch {
      // Spec 8: one message for any failure on the payment path (the store's reason stays out of sight).
      setState({ step: 'failed' });
    }
  }

  const isRestoring = state.step === 'restoring';
  return (
    <div className={styles.restore}>
      <Button size="small" disabled={isRestoring} aria-busy={isRestoring} onClick={() => void restore()}>
        {isRestoring ? 'Restoring...' : 'Restore purchases'}
      </Button>
      <p className={styles.outcome} role="status">
        <Outcome state={state} />
      </p>
      {state.step === 'failed' && (
        <p className={styles.failure} role="alert">
          {PAYMENT_SYSTEM_ERROR}
        </p>
      )}
    </div>
  );
}
