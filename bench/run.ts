// Runs every benchmark in turn (npm run bench); each prints its own table with a baseline beside our figure.
import { runGroupsLeaderboardBench } from './groups-leaderboard.ts';
import { runGroupsNoticeBench } from './groups-notice.ts';
import { runJobsBench } from './jobs.ts';
import { runNotificationsBench } from './notifications.ts';
import { runRankingsBench } from './rankings.ts';
import { runSearchBench } from './search.ts';
import { runSlowClientsBench } from './slow-clients.ts';
import { runSocketsBench } from './sockets.ts';
import { runUploadsBench } from './uploads.ts';
import { runWebBench } from './web.ts';

await runRankingsBench();
await runNotificationsBench();
await runGroupsNoticeBench();
await runSocketsBench();
await runSearchBench();
await runUploadsBench();
await runWebBench();
await runSlowClientsBench();
await runJobsBench();
await runGroupsLeaderboardBench();
