// The size budget of each route, in KB of gzipped JavaScript (issue 8). `budgetKb` is what `npm test` enforces:
// set just above today's build so any growth fails; `goalKb` is the goal, printed beside it by bench/web.ts.
// Lower a budget when a route shrinks; raise one only with a reason in docs/design-choices.md.
import type { RouteBudget } from './route-sizes.ts';

export const ROUTE_BUDGETS: readonly RouteBudget[] = [
  { route: 'landing page (/)', screen: null, budgetKb: 128, goalKb: 120 },
  {
    route: 'athlete profile, signed in (/AthleteProfile)',
    screen: 'AthleteProfilePage.tsx',
    budgetKb: 199,
    goalKb: 200,
  },
  {
    route: 'public athlete page (/public/athlete/:id)',
    screen: 'PublicAthletePage.tsx',
    budgetKb: 197,
    goalKb: 200,
  },
];
