// /account: details, email, password, sign out everywhere, and deleting the account (spec 2, 4, 8).
import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../../state/hooks.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { ConsentNotice } from '../consent/index.ts';
import styles from './AccountPage.module.css';
import { AccountRow } from './AccountRow.tsx';
import { DetailsForm } from './DetailsForm.tsx';
import { EmailForm } from './EmailForm.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { SecuritySection } from './SecuritySection.tsx';

// Loaded when opened, as a profile's edit dialogs are (issue 8): most visits never delete the account.
const DeleteAccountDialog = lazy(async () => ({
  default: (await import('./DeleteAccountDialog.tsx')).DeleteAccountDialog,
}));

export function AccountPage() {
  const user = useAppSelector((state) => state.auth.user);
  const [isDeleting, setIsDeleting] = useState(false);

  if (!user) return <Loader label="Loading your account..." />;

  return (
    <div className={`page ${styles.account}`}>
      <header className={styles.header}>
        <span className="eyebrow">Account settings</span>
        <h1>Your account</h1>
        <p className="lead">
          Signed in as <strong>{user.email}</strong> · {user.userType === 1 ? 'Athlete' : 'Coach'}
          {user.orgAdmin && user.organisation ? ` · Admin of ${user.organisation}` : ''}
        </p>
      </header>

      <ConsentNotice place="account" />

      <Card className={styles.section} aria-labelledby="details-title">
        <h2 id="details-title">Your details</h2>
        <DetailsForm key={`${user._id}-details`} user={user} />
      </Card>

      <div className={styles.grid}>
        <Card className={styles.section} aria-labelledby="email-title">
          <h2 id="email-title">Email</h2>
          <EmailForm key={user.email} email={user.email} />
        </Card>
        <Card className={styles.section} aria-labelledby="password-title">
          <h2 id="password-title">Password</h2>
          <PasswordForm />
        </Card>
      </div>

      <Card className={styles.section} aria-labelledby="security-title">
        <h2 id="security-title">Security</h2>
        <SecuritySection />
      </Card>

      <Card className={`${styles.section} ${styles.danger}`} aria-labelledby="danger-title">
        <h2 id="danger-title">Delete account</h2>
        <AccountRow>
          <p className="muted">
            {user.orgAdmin
              ? 'Delete your organisation, or your account together with your organisation.'
              : 'Permanently delete your account and everything in it.'}
          </p>
          <Button variant="danger" onClick={() => setIsDeleting(true)}>
            {user.orgAdmin ? 'Delete...' : 'Delete account'}
          </Button>
        </AccountRow>
      </Card>

      {isDeleting && (
        <Suspense fallback={null}>
          <DeleteAccountDialog user={user} onClose={() => setIsDeleting(false)} />
        </Suspense>
      )}
    </div>
  );
}
