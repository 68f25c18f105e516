// /purchase-cancel (spec 2, returnPath): the buyer left the checkout; nothing was charged, and the way back.
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../ui/Button.tsx';
import styles from './PurchaseCancelPage.module.css';
import { safeReturnPath } from './return-path.ts';

export function PurchaseCancelPage() {
  const [params] = useSearchParams();
  const returnPath = safeReturnPath(params.get('returnPath'));
  return (
    <div className={`page ${styles.page}`}>
      <header className={styles.header}>
        <span className="eyebrow">Checkout cancelled</span>
        <h1>Nothing was charged</h1>
        <p className="lead">You left the checkout before paying. You can buy whenever you like.</p>
        <div className={styles.actions}>
          <ButtonLink variant="primary" to={returnPath}>
            Go back
          </ButtonLink>
          <ButtonLink to="/subscriptions">See the plans</ButtonLink>
        </div>
      </header>
    </div>
  );
}
