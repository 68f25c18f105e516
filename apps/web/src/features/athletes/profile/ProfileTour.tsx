// The first-visit tour: four short steps over the profile, shown while tourSeen is false; closing it marks it seen.
import { useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { Dialog, DialogActions } from '../../../ui/Dialog.tsx';
import { Icon, type IconName } from '../../../ui/Icon.tsx';
import { useMarkTourSeenMutation } from '../athlete-api.ts';
import styles from './ProfileTour.module.css';

interface TourStep {
  title: string;
  text: string;
  icon: IconName;
}

export const TOUR_STEPS: readonly TourStep[] = [
  {
    title: 'Welcome to your profile',
    text: 'This is the page coaches, scouts and organisations see. Here is a quick look around.',
    icon: 'medal',
  },
  {
    title: 'Add your test results',
    text: 'Record a sprint, a lift or a jump with a video. Every result is ranked against athletes of your sport and age.',
    icon: 'runner',
  },
  {
    title: 'Watch yourself improve',
    // Says what ChangeIndicator draws: a signed difference in colour, no arrow (issue 8: the arrows did not exist).
    text: 'Open a test to see each result on a chart. Each change since the last result is shown in green when it is better and red when it is worse: a faster sprint reads −0.08 sec, in green.',
    icon: 'award',
  },
  {
    title: 'Share it',
    text: 'Turn on your public link and send it to coaches: they can see your profile without signing in.',
    icon: 'users',
  },
];

export function ProfileTour() {
  const [step, setStep] = useState(0);
  // Closed at once on the user's word; the saved flag only keeps it closed on later visits.
  const [isClosed, setClosed] = useState(false);
  const [markTourSeen] = useMarkTourSeenMutation();
  const current = TOUR_STEPS[step];
  const isLast = step === TOUR_STEPS.length - 1;
  const finish = () => {
    setClosed(true);
    void markTourSeen();
  };
  if (!current || isClosed) return null;
  return (
    <Dialog title={current.title} onClose={finish}>
      <div className={styles.tour}>
        <span className={styles.art} aria-hidden="true">
          <Icon name={current.icon} size={44} />
        </span>
        <p className={styles.text}>{current.text}</p>
        <p className={styles.count}>
          Step {step + 1} of {TOUR_STEPS.length}
        </p>
        <ol className={styles.dots} aria-hidden="true">
          {TOUR_STEPS.map((item, index) => (
            <li key={item.title} className={index === step ? `${styles.dot} ${styles.on}` : styles.dot} />
          ))}
        </ol>
        <DialogActions className={styles.actions}>
          {!isLast && <Button onClick={finish}>Skip tour</Button>}
          <Button variant="primary" onClick={isLast ? finish : () => setStep((index) => index + 1)}>
            {isLast ? 'Start' : 'Next'}
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}
