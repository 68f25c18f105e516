-- What a coach says about where they coach (issue 22, item 19): the organisation, role and team typed at registration
-- are shown on their profile and edited there. One place for each: users.role and users.team, as registration wrote
-- them, and users.organisation, which registration dropped for a coach who administers none.
alter table users add column organisation text;

-- An organisation admin typed the organisation's name at registration: it is where they coach.
update users u set organisation = o.name from organisations o where o.owner_id = u.id and u.user_type = 2 and u.organisation is null;

-- The coach profile's role was kept apart (coach_profiles.position) from registration's (users.role): the profile
-- form's, typed later, wins, and the profile reads users.role from now on.
update users u set role = cp.position from coach_profiles cp where cp.user_id = u.id and cp.position is not null and btrim(cp.position) <> '';

alter table coach_profiles drop column position;
