// The prompt modal (account spec 2): Enable Notifications? with Dismiss (for good), Remind Me Later and Allow.
import { Dialog } from '../../ui/Dialog.tsx';

interface NotificationPromptProps {
  onDismiss: () => void;
  onLater: () => void;
  onAllow: () => void;
}

export function NotificationPrompt({ onDismiss, onLater, onAllow }: NotificationPromptProps) {
  return (
    <Dialog title="Enable Notifications?" onClose={onLater}>
      <p>Stay updated with important updates.</p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--secondary" onClick={onDismiss}>
          Dismiss
        </button>
        <button type="button" className="btn btn--secondary" onClick={onLater}>
          Remind Me Later
        </button>
        <button type="button" className="btn btn--primary" onClick={onAllow}>
          Allow
        </button>
      </div>
    </Dialog>
  );
}
