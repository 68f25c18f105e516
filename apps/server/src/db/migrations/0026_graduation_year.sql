-- An athlete's graduation year ("class of 2027", issue 10's search filter): optional, set by the athlete. The API
-- bounds it to plausible years around today (core GRADUATION_YEARS); the check only keeps out what no one could mean.
alter table athlete_profiles add column graduation_year smallint check (graduation_year between 1900 and 2200);
