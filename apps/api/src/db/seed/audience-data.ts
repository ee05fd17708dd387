/**
 * Audience inputs of the 53 seeded screens. Dubai has no audited outdoor ratings (no Geopath), so
 * each screen starts from a public traffic figure, or a stated assumption where none is published,
 * and every factor of the arithmetic is written down here and stored with its profile:
 *
 *   people passing within sight per day (OTS) = traffic base × directional split × occupancy × visibility
 *
 * then spread over the week's 168 hours by the site's pattern (below). Operators replace a profile
 * with their own counts in the console; the stored method version says which one a figure used.
 */

/** Public figures (DOMAIN.md, section 7) and the assumptions derived from them. */
export const trafficSources = {
  salikBarsha:
    'Salik: 539.1 M toll trips in 2022, 20 % at the Al Barsha gate on Sheikh Zayed Road ≈ 295,000 crossings a day',
  salikSafa:
    'Salik: 539.1 M toll trips in 2022, 19.1 % at the Al Safa gate on Sheikh Zayed Road ≈ 282,000 crossings a day',
  rtaVehicles:
    'RTA: about 3.5 M vehicles on Dubai’s roads in the daytime; this road’s share is an assumption to calibrate',
  metro:
    'RTA: 747 M public-transport riders in 2024 ≈ 2.05 M a day; this station’s share (one of the busiest) is an assumption to calibrate',
  footfall:
    'No published count: people passing the face per day is an assumption, to calibrate with the venue’s footfall counter',
} as const;

export type TrafficSource = keyof typeof trafficSources;

/** Weekly patterns: when people pass, by hour and by day of the week. */
export type Pattern =
  'commute' | 'metro' | 'mall' | 'office' | 'leisure' | 'airport' | 'residential';

/** Vehicles carry 1.6 people on average: 53 % of Dubai drivers drive alone (DOMAIN.md). */
export const peoplePerCar = 1.6;

export type AudienceSeed = {
  source: TrafficSource;
  /** Vehicles or people passing the site on an average day. */
  trafficBase: number;
  unit: 'vehicles' | 'people';
  /** ½ for a single face on a two-way road; 1 for a face seen both ways or on a walkway. */
  directionalSplit: number;
  occupancy: number;
  /** ~0.4 for a roadside face (DOMAIN.md); lower for small faces among other signs. */
  visibilityFactor: number;
  pattern: Pattern;
  /** What the base means here, e.g. which share of which count. */
  note: string;
};

const rtaDaytimeVehicles = 3_500_000;
const dailyRiders = Math.round(747_000_000 / 366);

function road(
  source: TrafficSource,
  trafficBase: number,
  note: string,
  options: { split?: number; visibility?: number; pattern?: Pattern } = {},
): AudienceSeed {
  return {
    source,
    trafficBase,
    unit: 'vehicles',
    directionalSplit: options.split ?? 0.5,
    occupancy: peoplePerCar,
    visibilityFactor: options.visibility ?? 0.4,
    pattern: options.pattern ?? 'commute',
    note,
  };
}

/** A share of RTA's daytime vehicle count. */
function rtaShare(percent: number, note: string, options: Parameters<typeof road>[3] = {}) {
  return road(
    'rtaVehicles',
    Math.round((rtaDaytimeVehicles * percent) / 100),
    `${percent} % of RTA’s 3.5 M daytime vehicles pass here (${note})`,
    options,
  );
}

function onFoot(
  trafficBase: number,
  pattern: Pattern,
  visibility: number,
  note: string,
): AudienceSeed {
  return {
    source: 'footfall',
    trafficBase,
    unit: 'people',
    directionalSplit: 1,
    occupancy: 1,
    visibilityFactor: visibility,
    pattern,
    note,
  };
}

function metroStation(percent: number, visibility: number, note: string): AudienceSeed {
  return {
    source: 'metro',
    trafficBase: Math.round((dailyRiders * percent) / 100),
    unit: 'people',
    directionalSplit: 1,
    occupancy: 1,
    visibilityFactor: visibility,
    pattern: 'metro',
    note: `${percent} % of the city’s daily public-transport riders use ${note}`,
  };
}

/** Keyed by the seeded screen's name. */
export const audienceSeeds: Record<string, AudienceSeed> = {
  'Trade Centre Gateway': road(
    'salikSafa',
    282_000,
    'the Al Safa gate flow continues past the Trade Centre; two faces, one per direction',
    { split: 1 },
  ),
  'Emirates Towers Skyline': road('salikSafa', 282_000, 'the Al Safa gate flow, one direction'),
  'Financial Centre Flyover': road(
    'salikSafa',
    282_000,
    'the Al Safa gate flow; two faces across the carriageway, one per direction',
    { split: 1, visibility: 0.45 },
  ),
  'Al Manara Interchange': road('salikSafa', 282_000, 'between the Al Safa and Al Barsha gates'),
  'Internet City Interchange': road(
    'salikBarsha',
    295_000,
    'just past the Al Barsha gate (the worked example on the method page)',
  ),
  'Jebel Ali Approach': road(
    'salikBarsha',
    Math.round(295_000 * 0.6),
    '60 % of the Al Barsha gate flow continues to Ibn Battuta (assumption)',
  ),
  'Al Khail Meydan Link': rtaShare(4, 'Al Khail Road, the main alternative to Sheikh Zayed Road'),
  'Maktoum Bridge Crossing': rtaShare(3, 'one of the Creek crossings; two faces', {
    split: 1,
    visibility: 0.45,
  }),
  'Trade Centre Road Karama': rtaShare(1.5, 'an urban arterial', { visibility: 0.35 }),
  'Emirates Road Silicon Oasis': rtaShare(3, 'Dubai–Al Ain Road'),
  'Dubai Mall Fashion Avenue': onFoot(
    45_000,
    'mall',
    0.3,
    'shoppers passing the face on Fashion Avenue',
  ),
  'Dubai Mall Metro Link': metroStation(
    1.5,
    0.35,
    'the Burj Khalifa/Dubai Mall station and its link bridge',
  ),
  'Mall of the Emirates Atrium': onFoot(40_000, 'mall', 0.35, 'shoppers crossing the main atrium'),
  'Ski Dubai Entrance': onFoot(15_000, 'mall', 0.3, 'visitors at the Ski Dubai entrance'),
  'Deira City Centre Concourse': onFoot(25_000, 'mall', 0.3, 'shoppers on the main concourse'),
  'Mirdif City Centre Plaza': onFoot(20_000, 'mall', 0.35, 'shoppers in the central plaza'),
  'Ibn Battuta Gate': onFoot(18_000, 'mall', 0.25, 'shoppers at the gate entrance'),
  'Al Ghurair Centre Facade': rtaShare(1, 'Al Rigga Road beside the mall; seen from the road', {
    pattern: 'mall',
  }),
  'Dubai Hills Mall Galleria': onFoot(20_000, 'mall', 0.3, 'shoppers in the galleria'),
  'Nakheel Mall Rooftop': onFoot(12_000, 'mall', 0.25, 'visitors to the rooftop dining level'),
  'Festival City Waterfront': onFoot(18_000, 'mall', 0.35, 'visitors on the waterfront promenade'),
  'DIFC Gate Avenue': onFoot(15_000, 'office', 0.25, 'office workers and visitors on Gate Avenue'),
  'DIFC Gate Village Courtyard': onFoot(8_000, 'office', 0.3, 'people crossing the courtyard'),
  'Bay Avenue Business Bay': rtaShare(
    1,
    'Business Bay’s inner roads; a facade seen from both ways',
    {
      split: 1,
      visibility: 0.3,
      pattern: 'office',
    },
  ),
  'Marasi Drive Canal View': rtaShare(0.8, 'Marasi Drive along the canal', { pattern: 'office' }),
  'Business Bay Metro Plaza': metroStation(1.5, 0.3, 'Business Bay station, one of the busiest'),
  'Internet City Campus': onFoot(10_000, 'office', 0.3, 'staff crossing the campus lobby'),
  'Dubai Marina Walk Promenade': onFoot(25_000, 'leisure', 0.25, 'walkers on Marina Walk'),
  'Marina Mall Waterfront': onFoot(20_000, 'mall', 0.3, 'shoppers on the waterfront side'),
  'JBR The Walk': onFoot(30_000, 'leisure', 0.35, 'visitors on The Walk'),
  'The Beach JBR Boardwalk': onFoot(20_000, 'leisure', 0.25, 'beachgoers on the boardwalk'),
  'Bluewaters Bridge': onFoot(
    12_000,
    'leisure',
    0.4,
    'people crossing to Bluewaters and Ain Dubai',
  ),
  'La Mer Beachfront': onFoot(12_000, 'leisure', 0.25, 'beachgoers at La Mer'),
  'Kite Beach Boulevard': rtaShare(1, 'Jumeirah Beach Road', {
    visibility: 0.35,
    pattern: 'leisure',
  }),
  'Madinat Jumeirah Approach': rtaShare(1, 'Jumeirah Beach Road at Madinat Jumeirah', {
    pattern: 'leisure',
  }),
  'Atlantis Crescent Road': rtaShare(0.5, 'the Palm’s crescent road', { pattern: 'leisure' }),
  'Creek Harbour Promenade': onFoot(
    8_000,
    'leisure',
    0.3,
    'residents and visitors on the promenade',
  ),
  'DXB Terminal 3 Arrivals': onFoot(40_000, 'airport', 0.35, 'arriving passengers and greeters'),
  'Airport Road Casablanca': rtaShare(3, 'Airport Road', { pattern: 'airport' }),
  'Garhoud Airport Tunnel Exit': rtaShare(2, 'traffic leaving the airport tunnel', {
    visibility: 0.35,
    pattern: 'airport',
  }),
  'DXB Terminal 1 Departures': onFoot(25_000, 'airport', 0.25, 'departing passengers'),
  'Expo City Boulevard': onFoot(10_000, 'leisure', 0.35, 'visitors on the Expo City boulevard'),
  'Dubai Hills Boulevard': rtaShare(0.6, 'Dubai Hills Boulevard', {
    visibility: 0.35,
    pattern: 'residential',
  }),
  'Al Barsha Pond Park': onFoot(6_000, 'residential', 0.25, 'residents in the park'),
  'Motor City Circuit': rtaShare(2.5, 'Sheikh Mohammed bin Zayed Road at Motor City', {
    pattern: 'residential',
  }),
  'Al Barsha Service Road': rtaShare(0.8, 'the service road by Mall of the Emirates Metro', {
    visibility: 0.35,
    pattern: 'residential',
  }),
  'Downtown Boulevard Burj View': onFoot(35_000, 'leisure', 0.35, 'visitors on the Boulevard'),
  'Dubai Opera Plaza': onFoot(10_000, 'leisure', 0.3, 'audiences and visitors on the plaza'),
  'City Walk Central': onFoot(15_000, 'leisure', 0.35, 'visitors to City Walk'),
  'Alserkal Avenue Arts': onFoot(4_000, 'leisure', 0.3, 'gallery visitors'),
  'Global Village Gate': onFoot(
    25_000,
    'leisure',
    0.35,
    'visitors at the main gate (season average)',
  ),
  'Al Fahidi Heritage Walk': onFoot(
    8_000,
    'leisure',
    0.25,
    'visitors in the historical neighbourhood',
  ),
  'Gold Souk Gateway': onFoot(15_000, 'leisure', 0.3, 'shoppers entering the souk'),
};

/**
 * Relative traffic per hour (00–23) on a working day and at the weekend (Saturday, Sunday), and the
 * Monday-first day factors. Dubai's weekend is Saturday and Sunday; Friday is a short working day
 * with the midday prayer, so Friday uses the working-day shape with its 12–14 dip and a later evening.
 */
export const patterns: Record<
  Pattern,
  { label: string; workday: number[]; weekend: number[]; dayFactors: number[] }
> = {
  commute: {
    label: 'road: rush hours 07–09 and 17–19 on working days, later and flatter at the weekend',
    workday: [
      1.2, 0.8, 0.5, 0.4, 0.6, 1.5, 3.5, 6.5, 7, 5.5, 4.5, 4.3, 4.5, 4.8, 5, 5.5, 6.2, 7, 6.8, 5.8,
      4.8, 4, 3, 2,
    ],
    weekend: [
      2.5, 1.8, 1.1, 0.7, 0.5, 0.7, 1.3, 2.2, 3.2, 4.2, 5, 5.5, 5.6, 5.5, 5.4, 5.6, 6, 6.5, 6.8,
      6.6, 6, 5.2, 4.3, 3.4,
    ],
    dayFactors: [1.05, 1.05, 1.05, 1.08, 0.98, 0.86, 0.93],
  },
  metro: {
    label: 'metro station: sharp peaks 07–09 and 17–19, trains from 05:00 to midnight',
    workday: [
      0.3, 0, 0, 0, 0, 1, 4, 8, 8.5, 5.5, 3.8, 3.6, 3.8, 3.9, 4, 4.8, 6.5, 8.2, 8, 6.2, 4.8, 3.8,
      2.8, 1.5,
    ],
    weekend: [
      1.2, 0, 0, 0, 0, 0.5, 1.2, 2, 3, 4, 5, 5.5, 5.8, 5.8, 5.6, 5.8, 6.2, 6.8, 7, 6.8, 6, 5, 3.8,
      2.2,
    ],
    dayFactors: [1.06, 1.06, 1.06, 1.08, 1, 0.84, 0.9],
  },
  mall: {
    label: 'mall: opens 10:00, busiest 18–22, busier on Friday and at the weekend',
    workday: [
      0.4, 0.1, 0, 0, 0, 0, 0, 0.1, 0.3, 0.8, 2.5, 3.5, 4.2, 4.6, 4.8, 5, 5.6, 6.5, 7.5, 8.2, 8.4,
      7.6, 6, 3.5,
    ],
    weekend: [
      0.8, 0.2, 0, 0, 0, 0, 0, 0.1, 0.3, 1, 3.5, 5, 6, 6.5, 6.8, 7, 7.3, 7.8, 8.2, 8.6, 8.6, 7.8,
      6.2, 3.8,
    ],
    dayFactors: [0.85, 0.85, 0.88, 0.98, 1.15, 1.3, 0.99],
  },
  office: {
    label: 'business district: working hours 08–18, quiet at the weekend',
    workday: [
      0.2, 0.1, 0, 0, 0, 0.2, 1, 3.5, 6.5, 7, 6.5, 6.5, 7.5, 7.5, 6.5, 6, 6, 5.5, 4.5, 3.5, 2.8, 2,
      1.2, 0.6,
    ],
    weekend: [
      0.5, 0.2, 0.1, 0, 0, 0.1, 0.3, 0.8, 1.5, 2.5, 3.5, 4, 4.3, 4.3, 4.2, 4.2, 4.4, 4.6, 4.6, 4.2,
      3.6, 2.8, 1.8, 1,
    ],
    dayFactors: [1.2, 1.2, 1.2, 1.2, 0.95, 0.55, 0.7],
  },
  leisure: {
    label: 'leisure: afternoons and evenings to 22:00, much busier at the weekend',
    workday: [
      1.5, 0.8, 0.3, 0.1, 0.1, 0.3, 0.8, 1.5, 2, 2.5, 3, 3.5, 3.8, 3.8, 3.8, 4.2, 5.2, 6.5, 7.8,
      8.5, 8.5, 7.5, 6, 3.8,
    ],
    weekend: [
      2.5, 1.4, 0.6, 0.2, 0.1, 0.3, 0.8, 1.6, 2.6, 3.6, 4.5, 5.2, 5.6, 5.8, 5.8, 6, 6.6, 7.4, 8.2,
      8.6, 8.6, 7.8, 6.4, 4.4,
    ],
    dayFactors: [0.82, 0.82, 0.85, 0.95, 1.12, 1.3, 1.14],
  },
  airport: {
    label: 'airport: around the clock, waves of flights late evening and early morning',
    workday: [
      3, 2.8, 2.6, 2.8, 3.2, 3.8, 4.2, 4.5, 4.6, 4.5, 4.3, 4.2, 4.2, 4.2, 4.3, 4.5, 4.7, 4.9, 5, 5,
      4.8, 4.5, 4, 3.5,
    ],
    weekend: [
      3.2, 3, 2.8, 3, 3.2, 3.6, 4, 4.3, 4.4, 4.4, 4.3, 4.2, 4.2, 4.2, 4.3, 4.5, 4.7, 4.9, 5, 5, 4.9,
      4.6, 4.2, 3.7,
    ],
    dayFactors: [0.97, 0.95, 0.97, 1.02, 1.05, 1.04, 1],
  },
  residential: {
    label: 'residential: school and work runs 07–08, evenings 17–21, busier at the weekend',
    workday: [
      0.8, 0.4, 0.2, 0.1, 0.2, 0.8, 2.5, 4.5, 4.5, 3.5, 3.2, 3.2, 3.4, 3.5, 3.8, 4.5, 5.5, 6.5, 7,
      6.8, 5.8, 4.5, 3, 1.8,
    ],
    weekend: [
      1.2, 0.6, 0.3, 0.1, 0.1, 0.3, 0.8, 2, 3.2, 4, 4.5, 4.8, 4.8, 4.6, 4.6, 5, 5.8, 6.6, 7, 6.8, 6,
      4.8, 3.4, 2,
    ],
    dayFactors: [0.95, 0.95, 0.95, 0.98, 1.02, 1.1, 1.05],
  },
};
