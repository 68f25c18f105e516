-- Sports come from a catalogue (issue 8, packages/core/src/sports): a name or alias of a catalogue sport is
-- stored as its canonical name, anything else as an "other" sport with its label as typed, shown but never a
-- ranking pool. Before this, any text was a sport and a pool of its own: "American Football", "gridiron" and
-- "football" (in the United States) ranked apart. This folds stored names as core resolveSport does today
-- (its test compares the two), then moves every standing to its athlete's folded main sport.
alter table athlete_sports add column if not exists other boolean not null default false;

-- The catalogue as of this migration: each name and alias normalised as core normaliseSportName does
-- (lower case; runs of spaces, _ . ( ) , - made one space; trimmed), with the canonical name it stands for.
create temporary table sport_names (name text primary key, sport text not null) on commit drop;

insert into sport_names (name, sport) values
  ('football soccer', 'Football (soccer)'), ('soccer', 'Football (soccer)'), ('association football', 'Football (soccer)'), ('futbol', 'Football (soccer)'), ('fútbol', 'Football (soccer)'),
  ('american football', 'American football'), ('gridiron', 'American football'), ('gridiron football', 'American football'), ('tackle football', 'American football'),
  ('canadian football', 'Canadian football'), ('cfl', 'Canadian football'),
  ('flag football', 'Flag football'), ('touch football', 'Flag football'),
  ('australian rules football', 'Australian rules football'), ('aussie rules', 'Australian rules football'), ('afl', 'Australian rules football'), ('australian football', 'Australian rules football'), ('footy', 'Australian rules football'),
  ('gaelic football', 'Gaelic football'), ('gaelic', 'Gaelic football'), ('gaa football', 'Gaelic football'), ('ladies gaelic football', 'Gaelic football'),
  ('hurling', 'Hurling'),
  ('camogie', 'Camogie'),
  ('rugby union', 'Rugby union'), ('rugby', 'Rugby union'), ('rugby 15s', 'Rugby union'), ('rugby xv', 'Rugby union'), ('rugby fifteens', 'Rugby union'),
  ('rugby league', 'Rugby league'), ('rugby 13s', 'Rugby league'), ('rugby xiii', 'Rugby league'),
  ('rugby sevens', 'Rugby sevens'), ('sevens', 'Rugby sevens'), ('rugby 7s', 'Rugby sevens'), ('7s rugby', 'Rugby sevens'),
  ('basketball', 'Basketball'), ('hoops', 'Basketball'), ('bball', 'Basketball'), ('b ball', 'Basketball'), ('3x3 basketball', 'Basketball'),
  ('wheelchair basketball', 'Wheelchair basketball'),
  ('netball', 'Netball'),
  ('volleyball', 'Volleyball'), ('indoor volleyball', 'Volleyball'),
  ('beach volleyball', 'Beach volleyball'),
  ('handball', 'Handball'), ('team handball', 'Handball'),
  ('field hockey', 'Field hockey'), ('hockey on grass', 'Field hockey'),
  ('ice hockey', 'Ice hockey'),
  ('lacrosse', 'Lacrosse'), ('lax', 'Lacrosse'),
  ('baseball', 'Baseball'),
  ('softball', 'Softball'),
  ('cricket', 'Cricket'),
  ('water polo', 'Water polo'), ('waterpolo', 'Water polo'),
  ('futsal', 'Futsal'), ('indoor soccer', 'Futsal'), ('indoor football', 'Futsal'),
  ('ultimate', 'Ultimate'), ('ultimate frisbee', 'Ultimate'), ('frisbee', 'Ultimate'),
  ('wheelchair rugby', 'Wheelchair rugby'), ('murderball', 'Wheelchair rugby'),
  ('athletics', 'Athletics'), ('track and field', 'Athletics'), ('track & field', 'Athletics'), ('track', 'Athletics'), ('t&f', 'Athletics'), ('track athletics', 'Athletics'), ('sprinting', 'Athletics'), ('sprints', 'Athletics'), ('hurdles', 'Athletics'), ('jumps', 'Athletics'), ('throws', 'Athletics'), ('field events', 'Athletics'), ('decathlon', 'Athletics'), ('heptathlon', 'Athletics'),
  ('cross country running', 'Cross country running'), ('cross country', 'Cross country running'), ('xc', 'Cross country running'), ('xc running', 'Cross country running'),
  ('road running', 'Road running'), ('running', 'Road running'), ('distance running', 'Road running'), ('marathon', 'Road running'), ('half marathon', 'Road running'),
  ('triathlon', 'Triathlon'), ('duathlon', 'Triathlon'), ('ironman', 'Triathlon'),
  ('swimming', 'Swimming'), ('swim', 'Swimming'), ('competitive swimming', 'Swimming'),
  ('diving', 'Diving'), ('springboard diving', 'Diving'), ('platform diving', 'Diving'),
  ('cycling', 'Cycling'), ('road cycling', 'Cycling'), ('track cycling', 'Cycling'), ('bike racing', 'Cycling'),
  ('mountain biking', 'Mountain biking'), ('mtb', 'Mountain biking'),
  ('bmx', 'BMX'),
  ('rowing', 'Rowing'), ('crew', 'Rowing'), ('sculling', 'Rowing'),
  ('canoeing and kayaking', 'Canoeing and kayaking'), ('canoeing', 'Canoeing and kayaking'), ('kayaking', 'Canoeing and kayaking'), ('canoe', 'Canoeing and kayaking'), ('kayak', 'Canoeing and kayaking'), ('canoe sprint', 'Canoeing and kayaking'),
  ('gymnastics', 'Gymnastics'), ('artistic gymnastics', 'Gymnastics'), ('rhythmic gymnastics', 'Gymnastics'), ('trampoline', 'Gymnastics'),
  ('tennis', 'Tennis'), ('lawn tennis', 'Tennis'),
  ('table tennis', 'Table tennis'), ('ping pong', 'Table tennis'),
  ('badminton', 'Badminton'),
  ('squash', 'Squash'),
  ('padel', 'Padel'), ('padel tennis', 'Padel'),
  ('pickleball', 'Pickleball'),
  ('golf', 'Golf'),
  ('boxing', 'Boxing'),
  ('kickboxing', 'Kickboxing'), ('muay thai', 'Kickboxing'),
  ('wrestling', 'Wrestling'), ('freestyle wrestling', 'Wrestling'), ('greco roman wrestling', 'Wrestling'),
  ('judo', 'Judo'),
  ('karate', 'Karate'),
  ('taekwondo', 'Taekwondo'), ('tae kwon do', 'Taekwondo'),
  ('brazilian jiu jitsu', 'Brazilian jiu-jitsu'), ('bjj', 'Brazilian jiu-jitsu'), ('jiu jitsu', 'Brazilian jiu-jitsu'), ('jujitsu', 'Brazilian jiu-jitsu'),
  ('mixed martial arts', 'Mixed martial arts'), ('mma', 'Mixed martial arts'),
  ('fencing', 'Fencing'),
  ('weightlifting', 'Weightlifting'), ('olympic weightlifting', 'Weightlifting'), ('olympic lifting', 'Weightlifting'),
  ('powerlifting', 'Powerlifting'),
  ('archery', 'Archery'),
  ('shooting', 'Shooting'), ('sport shooting', 'Shooting'),
  ('equestrian', 'Equestrian'), ('horse riding', 'Equestrian'), ('show jumping', 'Equestrian'), ('dressage', 'Equestrian'), ('eventing', 'Equestrian'),
  ('sailing', 'Sailing'),
  ('surfing', 'Surfing'), ('surf', 'Surfing'),
  ('alpine skiing', 'Alpine skiing'), ('skiing', 'Alpine skiing'), ('ski', 'Alpine skiing'), ('downhill skiing', 'Alpine skiing'),
  ('cross country skiing', 'Cross-country skiing'), ('nordic skiing', 'Cross-country skiing'),
  ('snowboarding', 'Snowboarding'), ('snowboard', 'Snowboarding'),
  ('figure skating', 'Figure skating'), ('skating', 'Figure skating'), ('ice skating', 'Figure skating'),
  ('speed skating', 'Speed skating'),
  ('climbing', 'Climbing'), ('rock climbing', 'Climbing'), ('sport climbing', 'Climbing'), ('bouldering', 'Climbing'),
  ('skateboarding', 'Skateboarding'), ('skateboard', 'Skateboarding'),
  ('cheerleading', 'Cheerleading'), ('cheer', 'Cheerleading');

-- Words read by where the person is (core REGIONAL_NAMES): region '' is everywhere else.
create temporary table regional_sport_names (name text, region text, sport text not null,
                                             primary key (name, region)) on commit drop;

insert into regional_sport_names (name, region, sport) values
  ('football', '', 'Football (soccer)'),
  ('football', 'US', 'American football'),
  ('football', 'CA', 'Canadian football'),
  ('hockey', '', 'Field hockey'),
  ('hockey', 'US', 'Ice hockey'),
  ('hockey', 'CA', 'Ice hockey');

-- The free-text countries that name a region (core regionOfCountry), with separators removed.
create temporary table country_regions (country text primary key, region text not null) on commit drop;

insert into country_regions (country, region) values
  ('us', 'US'), ('usa', 'US'), ('unitedstates', 'US'), ('unitedstatesofamerica', 'US'),
  ('theunitedstates', 'US'), ('america', 'US'), ('ca', 'CA'), ('canada', 'CA');

-- Each sport to its canonical name, read in its owner's region; what the catalogue does not know is other.
update athlete_sports s
   set sport = folded.sport, other = folded.other
  from (select a.id, coalesce(regional.sport, named.sport, a.sport) as sport,
               coalesce(regional.sport, named.sport) is null as other
          from athlete_sports a
          join athlete_profiles p on p.id = a.profile_id
          join users u on u.id = p.user_id
         cross join lateral (
               select btrim(regexp_replace(lower(a.sport), '[ \t\n\r\f\v_.(),-]+', ' ', 'g')) as name,
                      (select c.region from country_regions c
                        where c.country = lower(regexp_replace(coalesce(u.country, ''), '[ \t\n\r\f\v_.(),-]+', '', 'g')))
                        as region) typed
          left join sport_names named on named.name = typed.name
          left join lateral (
               select r.sport from regional_sport_names r
                where r.name = typed.name and r.region in (coalesce(typed.region, ''), '')
                order by r.region desc
                limit 1) regional on true) folded
 where s.id = folded.id and (s.sport, s.other) is distinct from (folded.sport, folded.other);

-- Then every standing follows its athlete's main sport, as rankings' syncAthlete does: no pool for an other
-- sport. The triggers of 0003 move ranking_counts and bump ranking_versions for the tests that changed.
update ranking_standings s
   set sport = a.sport
  from (select p.id,
               (select m.sport from athlete_sports m where m.profile_id = p.id and m.main and not m.other) as sport
          from athlete_profiles p) a
 where s.profile_id = a.id and s.sport is distinct from a.sport;
