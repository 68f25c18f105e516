// Runs every benchmark in turn (npm run bench); each prints its own table with a baseline beside our figure.
import { runRankingsBench } from './rankings.ts';

await runRankingsBench();
