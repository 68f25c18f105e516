// The organisation's and its staff's event screens as one chunk (issue 25): one loader in the route table costs every
// first load less than four (each `import()` carries its own list of files into the entry).
import { ManageEventPage } from './manage/ManageEventPage.tsx';
import { ManageEventsPage } from './manage/ManageEventsPage.tsx';
import { StaffEventPage } from './staff/StaffEventPage.tsx';
import { StaffedEventsPage } from './staff/StaffedEventsPage.tsx';

export const OrgEventScreens = { ManageEventsPage, ManageEventPage, StaffedEventsPage, StaffEventPage };
