// A group screen that cannot show the group yet or at all: loading, a failed read (Try again where it can help, the
// group being for its members on a refusal), or the spec's `Group no longer exists!` for No Group.
import { ButtonLink } from '../../ui/Button.tsx';
import { FailurePanel } from '../../ui/FailurePanel.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { StatePanel } from '../../ui/StatePanel.tsx';
import type { useGroupPage } from './use-group-page.ts';

const toGroups = (
  <ButtonLink variant="primary" to="/groups">
    Go to your groups
  </ButtonLink>
);

export function GroupLoadState({ state }: { state: ReturnType<typeof useGroupPage> }) {
  const { query, view } = state;
  if (view === 'gone') {
    return <StatePanel kind="empty" title="Group no longer exists!" action={toGroups} />;
  }
  if (query.error !== undefined && view === undefined) {
    return (
      <FailurePanel
        error={query.error}
        onRetry={query.refetch}
        title="This group could not be loaded"
        refused={{
          title: 'This group is for its members',
          text: 'Only its members see it. Ask one of its admins to invite you.',
          action: toGroups,
        }}
        notFound={{ title: 'Group no longer exists!', action: toGroups }}
      />
    );
  }
  return <Loader label="Loading the group..." />;
}
