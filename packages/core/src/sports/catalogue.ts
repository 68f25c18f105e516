// The sports Podium knows (issue 8): one canonical name per sport, with the other names people write for it.
// Rankings by sport pool athletes by these names only; anything else is an "other" sport (resolve.ts).
// Names are unambiguous wherever the reader is ("Football (soccer)", not "Football"); words that name several
// sports ("football", "hockey") are in words.ts AMBIGUOUS_SPORT_NAMES, not in any aliases: the person is asked.

export interface CatalogueSport {
  /** Stable identifier: never shown, never changes. */
  key: string;
  /** The one name stored and shown. */
  name: string;
  /** Other names for the same sport, written in lower case (matched after normalising, see resolve.ts). */
  aliases: readonly string[];
}

const sport = (key: string, name: string, ...aliases: string[]): CatalogueSport => ({ key, name, aliases });

export const SPORTS: readonly CatalogueSport[] = [
  // Team sports.
  sport('soccer', 'Football (soccer)', 'soccer', 'association football', 'futbol', 'fútbol'),
  sport('american-football', 'American football', 'gridiron', 'gridiron football', 'tackle football'),
  sport('canadian-football', 'Canadian football', 'cfl'),
  sport('flag-football', 'Flag football', 'touch football'),
  sport(
    'australian-rules',
    'Australian rules football',
    'aussie rules',
    'afl',
    'australian football',
    'footy',
  ),
  sport('gaelic-football', 'Gaelic football', 'gaelic', 'gaa football', 'ladies gaelic football'),
  sport('hurling', 'Hurling'),
  sport('camogie', 'Camogie'),
  sport('rugby-union', 'Rugby union', 'rugby', 'rugby 15s', 'rugby xv', 'rugby fifteens'),
  sport('rugby-league', 'Rugby league', 'rugby 13s', 'rugby xiii'),
  sport('rugby-sevens', 'Rugby sevens', 'sevens', 'rugby 7s', '7s rugby'),
  sport('basketball', 'Basketball', 'hoops', 'bball', 'b ball', '3x3 basketball'),
  sport('wheelchair-basketball', 'Wheelchair basketball'),
  sport('netball', 'Netball'),
  sport('volleyball', 'Volleyball', 'indoor volleyball'),
  sport('beach-volleyball', 'Beach volleyball'),
  sport('handball', 'Handball', 'team handball'),
  sport('field-hockey', 'Field hockey', 'hockey on grass'),
  sport('ice-hockey', 'Ice hockey'),
  sport('lacrosse', 'Lacrosse', 'lax'),
  sport('baseball', 'Baseball'),
  sport('softball', 'Softball'),
  sport('cricket', 'Cricket'),
  sport('water-polo', 'Water polo', 'waterpolo'),
  sport('futsal', 'Futsal', 'indoor soccer', 'indoor football'),
  sport('ultimate', 'Ultimate', 'ultimate frisbee', 'frisbee'),
  sport('wheelchair-rugby', 'Wheelchair rugby', 'murderball'),
  // Individual sports.
  sport(
    'athletics',
    'Athletics',
    'track and field',
    'track & field',
    'track',
    't&f',
    'track athletics',
    'sprinting',
    'sprints',
    'hurdles',
    'jumps',
    'throws',
    'field events',
    'decathlon',
    'heptathlon',
  ),
  sport('cross-country', 'Cross country running', 'cross country', 'xc', 'xc running'),
  sport('road-running', 'Road running', 'running', 'distance running', 'marathon', 'half marathon'),
  sport('triathlon', 'Triathlon', 'duathlon', 'ironman'),
  sport('swimming', 'Swimming', 'swim', 'competitive swimming'),
  sport('diving', 'Diving', 'springboard diving', 'platform diving'),
  sport('cycling', 'Cycling', 'road cycling', 'track cycling', 'bike racing'),
  sport('mountain-biking', 'Mountain biking', 'mtb'),
  sport('bmx', 'BMX'),
  sport('rowing', 'Rowing', 'crew', 'sculling'),
  sport('canoeing', 'Canoeing and kayaking', 'canoeing', 'kayaking', 'canoe', 'kayak', 'canoe sprint'),
  sport('gymnastics', 'Gymnastics', 'artistic gymnastics', 'rhythmic gymnastics', 'trampoline'),
  sport('tennis', 'Tennis', 'lawn tennis'),
  sport('table-tennis', 'Table tennis', 'ping pong'),
  sport('badminton', 'Badminton'),
  sport('squash', 'Squash'),
  sport('padel', 'Padel', 'padel tennis'),
  sport('pickleball', 'Pickleball'),
  sport('golf', 'Golf'),
  sport('boxing', 'Boxing'),
  sport('kickboxing', 'Kickboxing', 'muay thai'),
  sport('wrestling', 'Wrestling', 'freestyle wrestling', 'greco roman wrestling'),
  sport('judo', 'Judo'),
  sport('karate', 'Karate'),
  sport('taekwondo', 'Taekwondo', 'tae kwon do'),
  sport('bjj', 'Brazilian jiu-jitsu', 'bjj', 'jiu jitsu', 'jujitsu'),
  sport('mma', 'Mixed martial arts', 'mma'),
  sport('fencing', 'Fencing'),
  sport('weightlifting', 'Weightlifting', 'olympic weightlifting', 'olympic lifting'),
  sport('powerlifting', 'Powerlifting'),
  sport('archery', 'Archery'),
  sport('shooting', 'Shooting', 'sport shooting'),
  sport('equestrian', 'Equestrian', 'horse riding', 'show jumping', 'dressage', 'eventing'),
  sport('sailing', 'Sailing'),
  sport('surfing', 'Surfing', 'surf'),
  sport('alpine-skiing', 'Alpine skiing', 'skiing', 'ski', 'downhill skiing'),
  sport('nordic-skiing', 'Cross-country skiing', 'nordic skiing'),
  sport('snowboarding', 'Snowboarding', 'snowboard'),
  sport('figure-skating', 'Figure skating', 'skating', 'ice skating'),
  sport('speed-skating', 'Speed skating'),
  sport('climbing', 'Climbing', 'rock climbing', 'sport climbing', 'bouldering'),
  sport('skateboarding', 'Skateboarding', 'skateboard'),
  sport('cheerleading', 'Cheerleading', 'cheer'),
];
