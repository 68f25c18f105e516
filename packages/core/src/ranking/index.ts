// Ranking rules: ordering of results, ranks with ties, the best rank shown, suffixes and labels.
export * from './best-rank.ts';
export * from './compare.ts';
export * from './ordinal.ts';
export * from './ranking-data.ts';
export * from './share.ts';
