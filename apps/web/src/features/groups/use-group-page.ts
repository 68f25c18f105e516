// The group page's data for every screen of a group: its pages of members joined into one view, and what happens
// when a read that worked starts being refused (the viewer was removed, live through "Removed You"): the screen
// leaves for the viewer's home with the message, as the spec's removal takes the group from them at once.
import type { GroupPage } from '@podium/core/api/groups';
import type { ProfileKind } from '@podium/core/api/users';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { hasStatus } from '../../state/messages.ts';
import { homeOfType } from './group-paths.ts';
import { useGetGroupInfiniteQuery } from './groups-api.ts';

export type GroupView = Omit<GroupPage, 'nextCursor'>;

/** The first page with every member loaded so far; 'gone' for the spec's No Group; undefined before any answer. */
function viewOf(pages: ReadonlyArray<GroupPage | { msg: 'No Group' }>): GroupView | 'gone' | undefined {
  const [first] = pages;
  if (!first) return undefined;
  if (!('group' in first)) return 'gone';
  const members = pages.flatMap((page) => ('members' in page ? page.members : []));
  return { ...first, members };
}

export function useGroupPage(id: string, type: ProfileKind) {
  const query = useGetGroupInfiniteQuery({ id, type });
  const view = viewOf(query.data?.pages ?? []);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const removedFrom = typeof view === 'object' && hasStatus(query.error, 403) ? view.group.name : undefined;
  useEffect(() => {
    if (removedFrom === undefined) return;
    dispatch(showAlert(`You were removed from ${removedFrom}`, 'info'));
    navigate(homeOfType(type), { replace: true });
  }, [removedFrom, dispatch, navigate, type]);
  return { query, view };
}
