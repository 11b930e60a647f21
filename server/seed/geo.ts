/**
 * Reference geography: countries, Botswana's districts (its "states"), cities and the 17 service
 * centres. Botswana has no postal codes; the utility gives each service area a five-digit area code,
 * which is what the spec's zip rules and the registration postCode check run against.
 */
import { serviceCentreTowns } from '../../src/domain/constants.ts';

export type Town = (typeof serviceCentreTowns)[number];

export const countrySeed = [
  { code: 'BW', name: 'Botswana', sortOrder: 1 },
  { code: 'ZA', name: 'South Africa', sortOrder: 10 },
  { code: 'NA', name: 'Namibia', sortOrder: 10 },
  { code: 'ZW', name: 'Zimbabwe', sortOrder: 10 },
  { code: 'ZM', name: 'Zambia', sortOrder: 10 },
  { code: 'LS', name: 'Lesotho', sortOrder: 10 },
  { code: 'SZ', name: 'Eswatini', sortOrder: 10 },
  { code: 'MZ', name: 'Mozambique', sortOrder: 10 },
  { code: 'AO', name: 'Angola', sortOrder: 10 },
  { code: 'US', name: 'United States', sortOrder: 20 },
  { code: 'GB', name: 'United Kingdom', sortOrder: 20 },
  { code: 'FR', name: 'France', sortOrder: 20 },
  { code: 'ES', name: 'Spain', sortOrder: 20 },
  { code: 'DE', name: 'Germany', sortOrder: 20 },
  { code: 'IN', name: 'India', sortOrder: 20 },
  { code: 'CN', name: 'China', sortOrder: 20 },
] as const;

/** Botswana's administrative districts and town councils (ISO 3166-2:BW codes without the prefix). */
const botswanaDistricts = [
  { code: 'CE', name: 'Central' },
  { code: 'CH', name: 'Chobe' },
  { code: 'FR', name: 'Francistown' },
  { code: 'GA', name: 'Gaborone' },
  { code: 'GH', name: 'Ghanzi' },
  { code: 'JW', name: 'Jwaneng' },
  { code: 'KG', name: 'Kgalagadi' },
  { code: 'KL', name: 'Kgatleng' },
  { code: 'KW', name: 'Kweneng' },
  { code: 'LO', name: 'Lobatse' },
  { code: 'NE', name: 'North-East' },
  { code: 'NW', name: 'North-West' },
  { code: 'SE', name: 'South-East' },
  { code: 'SO', name: 'Southern' },
  { code: 'SP', name: 'Selibe Phikwe' },
  { code: 'ST', name: 'Sowa Town' },
] as const;

const usStates: [string, string][] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
  ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];

const southAfricanProvinces: [string, string][] = [
  ['EC', 'Eastern Cape'], ['FS', 'Free State'], ['GP', 'Gauteng'], ['KZN', 'KwaZulu-Natal'], ['LP', 'Limpopo'],
  ['MP', 'Mpumalanga'], ['NC', 'Northern Cape'], ['NW', 'North West'], ['WC', 'Western Cape'],
];

export const stateSeed = [
  ...botswanaDistricts.map((d) => ({ countryCode: 'BW', code: d.code, name: d.name })),
  ...usStates.map(([code, name]) => ({ countryCode: 'US', code, name })),
  ...southAfricanProvinces.map(([code, name]) => ({ countryCode: 'ZA', code, name })),
];

/** Facts about each service centre town: district, area code, map position, office. */
export const townInfo: Record<Town, { district: string; postalCode: string; lat: number; lng: number; office: string; phone: string }> = {
  Francistown: { district: 'FR', postalCode: '21001', lat: -21.1702, lng: 27.5079, office: 'Plot 1126, Blue Jacket Street', phone: '2412345' },
  'Gaborone-Main Mall': { district: 'GA', postalCode: '10001', lat: -24.6545, lng: 25.9086, office: 'Plot 1053, Khama Crescent, Main Mall', phone: '3603000' },
  Ghanzi: { district: 'GH', postalCode: '61001', lat: -21.6975, lng: 21.6458, office: 'Plot 310, Main Road', phone: '6596120' },
  Jwaneng: { district: 'JW', postalCode: '52001', lat: -24.6017, lng: 24.7281, office: 'Plot 2, Mall Road', phone: '5880240' },
  Kanye: { district: 'SO', postalCode: '54001', lat: -24.9828, lng: 25.3417, office: 'Plot 1420, Kgosi Bathoen Road', phone: '5440312' },
  Kasane: { district: 'CH', postalCode: '62001', lat: -17.7989, lng: 25.1500, office: 'Plot 2085, President Avenue', phone: '6250218' },
  Letlhakane: { district: 'CE', postalCode: '29001', lat: -21.4147, lng: 25.5900, office: 'Plot 118, Orapa Road', phone: '2978234' },
  Lobatse: { district: 'LO', postalCode: '53001', lat: -25.2200, lng: 25.6800, office: 'Plot 305, Khama Street', phone: '5330412' },
  Mahalapye: { district: 'CE', postalCode: '47001', lat: -23.1040, lng: 26.8140, office: 'Plot 562, Francistown Road', phone: '4710325' },
  Maun: { district: 'NW', postalCode: '68001', lat: -19.9833, lng: 23.4167, office: 'Plot 241, Sir Seretse Khama Road', phone: '6860412' },
  Mochudi: { district: 'KL', postalCode: '57001', lat: -24.3833, lng: 26.1500, office: 'Plot 907, Kgosi Linchwe Road', phone: '5777102' },
  Molepolole: { district: 'KW', postalCode: '59001', lat: -24.4067, lng: 25.4950, office: 'Plot 3350, Borakalalo Ward Road', phone: '5920310' },
  Palapye: { district: 'CE', postalCode: '49001', lat: -22.5460, lng: 27.1250, office: 'Plot 40, Lotsane Mall', phone: '4920620' },
  Ramotswa: { district: 'SE', postalCode: '53901', lat: -24.8717, lng: 25.8700, office: 'Plot 1190, Lobatse Road', phone: '5390277' },
  'Selibe Phikwe': { district: 'SP', postalCode: '26001', lat: -21.9780, lng: 27.8430, office: 'Plot 2864, Tshekedi Road', phone: '2610305' },
  Serowe: { district: 'CE', postalCode: '46001', lat: -22.3875, lng: 26.7108, office: 'Plot 150, Khama III Memorial Road', phone: '4630451' },
  Tsabong: { district: 'KG', postalCode: '65001', lat: -26.0500, lng: 22.4500, office: 'Plot 77, Government Camp', phone: '6540219' },
};

/** The city name of a service centre town, for addresses (the Gaborone centre is in Main Mall). */
export function cityOfTown(town: Town): string {
  return town === 'Gaborone-Main Mall' ? 'Gaborone' : town;
}

export const serviceCentreSeed = serviceCentreTowns.map((town) => {
  const info = townInfo[town];
  return {
    town,
    districtCode: info.district,
    address: `${info.office}, ${cityOfTown(town)}`,
    phone: info.phone,
    email: `${cityOfTown(town).toLowerCase().replace(/[^a-z]+/g, '')}@utility.example`,
    openingHours: 'Mon-Fri 07:30-16:30; Sat 08:00-12:00',
    latitude: info.lat,
    longitude: info.lng,
  };
});

/** Cities, towns and larger villages per district. */
const botswanaCities: { districtCode: string; name: string }[] = [
  ...serviceCentreTowns.map((town) => ({ districtCode: townInfo[town].district, name: cityOfTown(town) })),
  { districtCode: 'SE', name: 'Tlokweng' },
  { districtCode: 'KW', name: 'Mogoditshane' },
  { districtCode: 'KW', name: 'Gabane' },
  { districtCode: 'KW', name: 'Thamaga' },
  { districtCode: 'CE', name: 'Tonota' },
  { districtCode: 'CE', name: 'Orapa' },
  { districtCode: 'CE', name: 'Bobonong' },
  { districtCode: 'CE', name: 'Tutume' },
  { districtCode: 'NW', name: 'Shakawe' },
  { districtCode: 'NW', name: 'Gumare' },
  { districtCode: 'KG', name: 'Hukuntsi' },
  { districtCode: 'KG', name: 'Kang' },
  { districtCode: 'SO', name: 'Moshupa' },
  { districtCode: 'SO', name: 'Good Hope' },
  { districtCode: 'NE', name: 'Masunga' },
  { districtCode: 'NE', name: 'Tati Siding' },
  { districtCode: 'ST', name: 'Sowa Town' },
  { districtCode: 'KL', name: 'Artesia' },
  { districtCode: 'KL', name: 'Oodi' },
  { districtCode: 'CH', name: 'Kazungula' },
  { districtCode: 'GH', name: "D'Kar" },
];
export const citySeed = botswanaCities.map((city) => ({ countryCode: 'BW', ...city }));
