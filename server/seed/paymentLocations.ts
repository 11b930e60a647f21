/**
 * Where customers pay in person: a service centre in each of the 17 towns (document 2 section 9's
 * list, at the office of server/seed/geo.ts) and agent shops, with their opening hours (local
 * times, Africa/Gaborone) and what they offer.
 */
import { serviceCentreTowns } from '../../src/domain/constants.ts';
import type { OpeningPeriod, PaymentLocation, PaymentService } from '../../src/domain/paymentLocations.ts';
import { cityOfTown, townInfo, type Town } from './geo.ts';

const days = (from: number, to: number, opens: string, closes: string): OpeningPeriod[] =>
  Array.from({ length: to - from + 1 }, (_, index) => ({ day: from + index, opens, closes }));

const centreHours = [...days(1, 5, '07:30', '16:30'), ...days(6, 6, '08:00', '12:00')];
const shopHours = [...days(1, 6, '08:00', '19:00'), ...days(7, 7, '09:00', '14:00')];
const supermarketHours = [...days(1, 5, '08:00', '20:00'), ...days(6, 7, '08:00', '17:00')];

const townCode = (town: Town) => town.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase();

const centres: PaymentLocation[] = serviceCentreTowns.map((town) => ({
  id: `PL-${townCode(town)}-SC`,
  kind: 'serviceCentre',
  name: `${cityOfTown(town)} Service Centre`,
  town,
  address: `${townInfo[town].office}, ${cityOfTown(town)}`,
  phone: townInfo[town].phone,
  latitude: townInfo[town].lat,
  longitude: townInfo[town].lng,
  hours: centreHours,
  services: ['cash', 'card', 'prepaidTokens', 'cheque'],
}));

/** Agent shops: name, town, street, phone, offset from the town's centre (degrees), hours, services. */
const agentSeed: [string, Town, string, string, number, number, OpeningPeriod[], PaymentService[]][] = [
  ['Galo Mall Pay Point', 'Francistown', 'Shop 12, Galo Mall', '2418800', 0.0101, -0.0177, shopHours, ['cash', 'prepaidTokens', 'mobileMoney']],
  ['Tati River Supermarket', 'Francistown', 'Plot 5240, Tati River Road', '2419021', -0.0143, 0.0122, supermarketHours, ['cash', 'card', 'prepaidTokens']],
  ['Game City Pay Point', 'Gaborone-Main Mall', 'Shop 41, Game City, Kgale', '3187440', -0.0335, -0.0441, supermarketHours, ['cash', 'card', 'prepaidTokens', 'mobileMoney']],
  ['Broadhurst Corner Shop', 'Gaborone-Main Mall', 'Plot 2711, Broadhurst Industrial', '3953312', 0.0271, 0.0102, shopHours, ['cash', 'prepaidTokens']],
  ['Tlokweng Road Pay Point', 'Gaborone-Main Mall', 'Plot 50370, Tlokweng Road', '3909120', 0.0082, 0.0304, shopHours, ['cash', 'prepaidTokens', 'mobileMoney']],
  ['Boseja Pay Point', 'Maun', 'Plot 77, Boseja Ward', '6861234', 0.0131, 0.0134, shopHours, ['cash', 'card', 'prepaidTokens']],
  ['Old Mall General Dealer', 'Maun', 'Shop 3, Old Mall', '6860990', -0.0052, -0.0071, supermarketHours, ['cash', 'prepaidTokens', 'mobileMoney']],
  ['Lotsane Pay Point', 'Palapye', 'Shop 8, Lotsane Mall', '4922210', 0.0041, 0.0061, shopHours, ['cash', 'prepaidTokens']],
  ['Chobe Riverfront Store', 'Kasane', 'Plot 404, President Avenue', '6250770', 0.0032, -0.0104, shopHours, ['cash', 'card', 'prepaidTokens']],
  ['Mahalapye Station Shop', 'Mahalapye', 'Plot 1210, Station Road', '4710999', -0.0061, 0.0083, shopHours, ['cash', 'prepaidTokens', 'mobileMoney']],
  ['Kanye Main Road Pay Point', 'Kanye', 'Plot 2101, Main Road', '5440888', 0.0070, -0.0050, shopHours, ['cash', 'prepaidTokens']],
  ['Molepolole Mall Pay Point', 'Molepolole', 'Shop 17, Molepolole Mall', '5920777', -0.0044, 0.0091, supermarketHours, ['cash', 'card', 'prepaidTokens', 'mobileMoney']],
  ['Serowe Kgotla Store', 'Serowe', 'Plot 322, Kgotla Road', '4630899', 0.0060, 0.0040, shopHours, ['cash', 'prepaidTokens']],
  ['Phikwe Mall Pay Point', 'Selibe Phikwe', 'Shop 22, Phikwe Mall', '2610999', -0.0030, -0.0090, supermarketHours, ['cash', 'card', 'prepaidTokens']],
];

const agents: PaymentLocation[] = agentSeed.map(([name, town, street, phone, dLat, dLng, hours, services], index) => ({
  // Numbered within the town: PL-MAU-A1, PL-MAU-A2.
  id: `PL-${townCode(town)}-A${agentSeed.slice(0, index + 1).filter((agent) => agent[1] === town).length}`,
  kind: 'agent',
  name,
  town,
  address: `${street}, ${cityOfTown(town)}`,
  phone,
  latitude: Number((townInfo[town].lat + dLat).toFixed(4)),
  longitude: Number((townInfo[town].lng + dLng).toFixed(4)),
  hours,
  services,
}));

/** Service centres first, each town's agent shops after them, by town. */
export const paymentLocationSeed: PaymentLocation[] = [...centres, ...agents];
