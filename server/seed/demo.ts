/**
 * Demo users and service accounts: one user per persona and situation the spec names. Every demo
 * user signs in with the password `Portal#2026` (demoPassword).
 *
 * Accounts without a user yet, for the registration flow (holder, date of birth, Omang, area code):
 *   300028493760  Keabetswe Modise   1988-03-14  Omang 438521907  59001  Molepolole, residential
 *   300039504871  Thato Sechele      1979-11-02  Omang 207314528  54001  Kanye, residential
 *   300040615982  Masego Pilane      1993-06-25  Omang 635128840  57001  Mochudi, residential, Pending (status 0)
 *   300051726093  Bakang Tau         1985-01-30  Omang 551419362  47001  Mahalapye, residential
 *   300062837104  Okavango Lodge Supplies (Pty) Ltd, contact Lorato Ketshabile 1990-09-09,
 *                 registration BW00001874321                    62001  Kasane, commercial
 *   300073948215  Kabo Olebile       1996-04-18  Omang 846722113  65001  Tsabong, prepaid
 * Account validation takes them as dateOfBirth yyyymmdd (19880314), idNumber without dashes,
 * postCode, registrationType 0 / action REGP (1 / REGO and orgName for the commercial one).
 */
import type { Town } from './geo.ts';
import type { OneOffCode } from '../../src/domain/tariff.ts';

export const demoPassword = 'Portal#2026';

interface MeterSeed {
  meterNumber: string;
  serviceType: 'electric' | 'gas' | 'water' | 'solar';
  startDate: string;
  /** Omitted for a meter in service. */
  endDate?: string;
}

export interface AccountSeed {
  key: string;
  accountNumber: string;
  status: 0 | 1 | 2;
  accountType: 'Residential' | 'Commercial';
  isPrepaid: boolean;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  town: Town;
  tariff: string;
  paperless: boolean;
  holderFirstName: string;
  holderLastName: string;
  holderOrgName?: string;
  holderDateOfBirth: string;
  holderIdNumber: string;
  /** The e-mail on file (account validation shows it masked). */
  holderEmail?: string;
  meters: MeterSeed[];
  /** Postpaid history: months of bills, typical monthly kWh, and how the customer pays. */
  billing?: {
    months: number; baseKwh: number; pattern: 'onTime' | 'withPartial' | 'arrears'; scheduleLatest?: boolean;
    /** Bills (counted back from the latest, 0) with an estimated reading, and one-off charges (thebe, VAT excluded). */
    estimatedBack?: number[]; oneOffs?: { back: number; code: OneOffCode; thebe: number }[];
  };
  /** Prepaid history: number of recharges. */
  recharges?: number;
}

export interface UserSeed {
  userName: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  email: string;
  phone: string;
  personas: number[];
  tfa?: boolean;
  isMigrated?: boolean;
  mustResetPassword?: boolean;
  isAgent?: boolean;
  accounts: { key: string; roleId: number; isDefault: boolean; nickname?: string }[];
  /** Shown in the start-up table of demo users. */
  description: string;
}

export const accountSeed: AccountSeed[] = [
  {
    key: 'customer-home', accountNumber: '300041526371', status: 1, accountType: 'Residential', isPrepaid: false,
    address1: 'Plot 2231, Moremi Road', address2: 'Extension 12', city: 'Gaborone', state: 'GA', town: 'Gaborone-Main Mall',
    tariff: 'Domestic', paperless: true, holderFirstName: 'Kagiso', holderLastName: 'Molefe',
    holderDateOfBirth: '1984-07-21', holderIdNumber: '384117205',
    meters: [
      { meterNumber: '21004417', serviceType: 'electric', startDate: '2012-05-02', endDate: '2021-03-15' },
      { meterNumber: '21873305', serviceType: 'electric', startDate: '2021-03-15' },
      { meterNumber: '61220918', serviceType: 'gas', startDate: '2019-08-01' },
      { meterNumber: '71450362', serviceType: 'water', startDate: '2012-05-02' },
      { meterNumber: '81093274', serviceType: 'solar', startDate: '2023-02-10' },
    ],
    billing: {
      months: 24, baseKwh: 560, pattern: 'withPartial', estimatedBack: [3],
      oneOffs: [{ back: 0, code: 'meterTestFee', thebe: 8500 }, { back: 6, code: 'goodwillCredit', thebe: -2500 }],
    },
  },
  {
    key: 'customer-flat', accountNumber: '300041526389', status: 1, accountType: 'Residential', isPrepaid: false,
    address1: 'Plot 4410, Haskins Street', address2: 'Area W', city: 'Francistown', state: 'FR', town: 'Francistown',
    tariff: 'Domestic', paperless: true, holderFirstName: 'Kagiso', holderLastName: 'Molefe',
    holderDateOfBirth: '1984-07-21', holderIdNumber: '384117205',
    meters: [{ meterNumber: '21650128', serviceType: 'electric', startDate: '2018-10-01' }],
    billing: { months: 24, baseKwh: 290, pattern: 'onTime', scheduleLatest: true, estimatedBack: [0], oneOffs: [{ back: 14, code: 'reconnectionFee', thebe: 15000 }] },
  },
  {
    key: 'prepaid', accountNumber: '300052837104', status: 1, accountType: 'Residential', isPrepaid: true,
    address1: 'Plot 118, Boseja Ward', city: 'Maun', state: 'NW', town: 'Maun',
    tariff: 'Domestic Prepaid', paperless: true, holderFirstName: 'Naledi', holderLastName: 'Kgosi',
    holderDateOfBirth: '1991-02-11', holderIdNumber: '912526031',
    meters: [{ meterNumber: '04112873365', serviceType: 'electric', startDate: '2020-06-18' }],
    recharges: 8,
  },
  {
    key: 'tfa', accountNumber: '300063948215', status: 1, accountType: 'Residential', isPrepaid: false,
    address1: 'Plot 1709, Peleng East', city: 'Lobatse', state: 'LO', town: 'Lobatse',
    tariff: 'Domestic', paperless: false, holderFirstName: 'Onalenna', holderLastName: 'Sebego',
    holderDateOfBirth: '1977-12-03', holderIdNumber: '775220416',
    meters: [{ meterNumber: '21390641', serviceType: 'electric', startDate: '2015-01-20' }],
    billing: { months: 12, baseKwh: 420, pattern: 'onTime' },
  },
  {
    key: 'landlord-home', accountNumber: '300074059326', status: 1, accountType: 'Residential', isPrepaid: false,
    address1: 'Plot 55120, Phakalane Estates', city: 'Gaborone', state: 'GA', town: 'Gaborone-Main Mall',
    tariff: 'Domestic', paperless: true, holderFirstName: 'Tshepo', holderLastName: 'Mmusi',
    holderDateOfBirth: '1969-05-16', holderIdNumber: '691315874',
    meters: [{ meterNumber: '21712290', serviceType: 'electric', startDate: '2010-09-09' }],
    billing: { months: 12, baseKwh: 780, pattern: 'onTime' },
  },
  {
    key: 'landlord-rental', accountNumber: '300074059334', status: 1, accountType: 'Residential', isPrepaid: false,
    address1: 'Plot 7312, Tlokweng Road', address2: 'Unit 4', city: 'Tlokweng', state: 'SE', town: 'Gaborone-Main Mall',
    tariff: 'Domestic', paperless: false, holderFirstName: 'Tshepo', holderLastName: 'Mmusi',
    holderDateOfBirth: '1969-05-16', holderIdNumber: '691315874',
    meters: [{ meterNumber: '21712305', serviceType: 'electric', startDate: '2016-03-01' }],
    billing: { months: 12, baseKwh: 340, pattern: 'onTime' },
  },
  {
    key: 'enterprise', accountNumber: '300085160437', status: 1, accountType: 'Commercial', isPrepaid: false,
    address1: 'Plot 22867, Light Industrial', address2: 'Kalahari Fresh Foods depot', city: 'Francistown', state: 'FR', town: 'Francistown',
    tariff: 'Medium Business', paperless: true, holderFirstName: 'Boitumelo', holderLastName: 'Dintwa',
    holderOrgName: 'Kalahari Fresh Foods (Pty) Ltd', holderDateOfBirth: '1981-08-27', holderIdNumber: 'BW00000945512',
    meters: [{ meterNumber: '23001876', serviceType: 'electric', startDate: '2017-11-13' }],
    billing: { months: 12, baseKwh: 5200, pattern: 'onTime' },
  },
  {
    key: 'migrated', accountNumber: '300096271548', status: 1, accountType: 'Residential', isPrepaid: false,
    address1: 'Plot 633, Tshimologo Ward', city: 'Serowe', state: 'CE', town: 'Serowe',
    tariff: 'Domestic', paperless: false, holderFirstName: 'Mpho', holderLastName: 'Ntsima',
    holderDateOfBirth: '1965-10-08', holderIdNumber: '651014392',
    meters: [{ meterNumber: '21266034', serviceType: 'electric', startDate: '2008-04-22' }],
    billing: { months: 12, baseKwh: 380, pattern: 'onTime' },
  },
  {
    key: 'suspended', accountNumber: '300017382659', status: 2, accountType: 'Residential', isPrepaid: false,
    address1: 'Plot 1482, Lotsane Ward', city: 'Palapye', state: 'CE', town: 'Palapye',
    tariff: 'Domestic', paperless: false, holderFirstName: 'Lesego', holderLastName: 'Rapula',
    holderDateOfBirth: '1988-01-19', holderIdNumber: '881218657',
    meters: [{ meterNumber: '21544719', serviceType: 'electric', startDate: '2014-07-07' }],
    billing: { months: 12, baseKwh: 450, pattern: 'arrears', oneOffs: [{ back: 0, code: 'latePaymentCharge', thebe: 5000 }, { back: 1, code: 'latePaymentCharge', thebe: 5000 }, { back: 2, code: 'latePaymentCharge', thebe: 5000 }] },
  },
  // ---- accounts with no user yet (registration)
  {
    key: 'open-molepolole', accountNumber: '300028493760', status: 1, accountType: 'Residential', isPrepaid: false,
    address1: 'Plot 3321, Borakalalo Ward', city: 'Molepolole', state: 'KW', town: 'Molepolole',
    tariff: 'Domestic', paperless: false, holderFirstName: 'Keabetswe', holderLastName: 'Modise',
    holderDateOfBirth: '1988-03-14', holderIdNumber: '438521907', holderEmail: 'keabetswe.modise@example.com',
    meters: [{ meterNumber: '21803361', serviceType: 'electric', startDate: '2019-02-14' }],
    billing: { months: 6, baseKwh: 400, pattern: 'onTime' },
  },
  {
    key: 'open-kanye', accountNumber: '300039504871', status: 1, accountType: 'Residential', isPrepaid: false,
    address1: 'Plot 902, Mafhikana Ward', city: 'Kanye', state: 'SO', town: 'Kanye',
    tariff: 'Domestic', paperless: false, holderFirstName: 'Thato', holderLastName: 'Sechele',
    holderDateOfBirth: '1979-11-02', holderIdNumber: '207314528', holderEmail: 'thato.sechele@example.com',
    meters: [{ meterNumber: '21803379', serviceType: 'electric', startDate: '2011-06-30' }],
    billing: { months: 6, baseKwh: 350, pattern: 'onTime' },
  },
  {
    key: 'open-mochudi', accountNumber: '300040615982', status: 0, accountType: 'Residential', isPrepaid: false,
    address1: 'Plot 2204, Phuthadikobo Ward', city: 'Mochudi', state: 'KL', town: 'Mochudi',
    tariff: 'Domestic', paperless: false, holderFirstName: 'Masego', holderLastName: 'Pilane',
    holderDateOfBirth: '1993-06-25', holderIdNumber: '635128840', holderEmail: 'masego.pilane@example.com',
    meters: [{ meterNumber: '21803387', serviceType: 'electric', startDate: '2026-01-05' }],
  },
  {
    key: 'open-mahalapye', accountNumber: '300051726093', status: 1, accountType: 'Residential', isPrepaid: false,
    address1: 'Plot 4417, Xhosa 2 Ward', city: 'Mahalapye', state: 'CE', town: 'Mahalapye',
    tariff: 'Domestic', paperless: false, holderFirstName: 'Bakang', holderLastName: 'Tau',
    holderDateOfBirth: '1985-01-30', holderIdNumber: '551419362', holderEmail: 'bakang.tau@example.com',
    meters: [{ meterNumber: '21803395', serviceType: 'electric', startDate: '2016-09-12' }],
    billing: { months: 6, baseKwh: 470, pattern: 'onTime' },
  },
  {
    key: 'open-kasane', accountNumber: '300062837104', status: 1, accountType: 'Commercial', isPrepaid: false,
    address1: 'Plot 2190, President Avenue', address2: 'Okavango Lodge Supplies', city: 'Kasane', state: 'CH', town: 'Kasane',
    tariff: 'Small Business', paperless: false, holderFirstName: 'Lorato', holderLastName: 'Ketshabile',
    holderOrgName: 'Okavango Lodge Supplies (Pty) Ltd', holderDateOfBirth: '1990-09-09', holderIdNumber: 'BW00001874321', holderEmail: 'accounts@okavangolodge.example',
    meters: [{ meterNumber: '23004410', serviceType: 'electric', startDate: '2020-03-03' }],
    billing: { months: 6, baseKwh: 2100, pattern: 'onTime' },
  },
  {
    key: 'open-tsabong', accountNumber: '300073948215', status: 1, accountType: 'Residential', isPrepaid: true,
    address1: 'Plot 509, Tsabong Ward 3', city: 'Tsabong', state: 'KG', town: 'Tsabong',
    tariff: 'Domestic Prepaid', paperless: false, holderFirstName: 'Kabo', holderLastName: 'Olebile',
    holderDateOfBirth: '1996-04-18', holderIdNumber: '846722113', holderEmail: 'kabo.olebile@example.com',
    meters: [{ meterNumber: '04113390217', serviceType: 'electric', startDate: '2022-08-08' }],
    recharges: 3,
  },
];

export const userSeed: UserSeed[] = [
  {
    userName: 'demo.customer', firstName: 'Kagiso', middleName: 'Thabo', lastName: 'Molefe',
    email: 'kagiso.molefe@example.com', phone: '71234567', personas: [1],
    accounts: [
      { key: 'customer-home', roleId: 1, isDefault: true, nickname: 'Home' },
      { key: 'customer-flat', roleId: 1, isDefault: false, nickname: 'Francistown flat' },
    ],
    description: 'Residential; two accounts (Home default), electric/gas/water/solar, 24 months of bills, saved card and bank',
  },
  {
    userName: 'demo.prepaid', firstName: 'Naledi', lastName: 'Kgosi',
    email: 'naledi.kgosi@example.com', phone: '72345678', personas: [1],
    accounts: [{ key: 'prepaid', roleId: 1, isDefault: true, nickname: 'Maun house' }],
    description: 'Prepaid meter account with recharge tokens',
  },
  {
    userName: 'demo.tfa', firstName: 'Onalenna', lastName: 'Sebego',
    email: 'onalenna.sebego@example.com', phone: '73456789', personas: [1], tfa: true,
    accounts: [{ key: 'tfa', roleId: 1, isDefault: true }],
    description: 'Two-factor authentication on',
  },
  {
    userName: 'demo.landlord', firstName: 'Tshepo', lastName: 'Mmusi',
    email: 'tshepo.mmusi@example.com', phone: '74567890', personas: [1, 3],
    accounts: [
      { key: 'landlord-home', roleId: 1, isDefault: true, nickname: 'Phakalane' },
      { key: 'landlord-rental', roleId: 1, isDefault: false, nickname: 'Tlokweng rental' },
    ],
    description: 'Residential and Landlord personas [1,3]',
  },
  {
    userName: 'demo.enterprise', firstName: 'Boitumelo', lastName: 'Dintwa',
    email: 'boitumelo.dintwa@example.com', phone: '75678901', personas: [2],
    accounts: [{ key: 'enterprise', roleId: 1, isDefault: true, nickname: 'Depot' }],
    description: 'Enterprise persona only [2] (sent to the Enterprise site)',
  },
  {
    userName: 'demo.migrated', firstName: 'Mpho', lastName: 'Ntsima',
    email: 'mpho.ntsima@example.com', phone: '76789012', personas: [1], isMigrated: true, mustResetPassword: true,
    accounts: [{ key: 'migrated', roleId: 1, isDefault: true }],
    description: 'Migrated legacy user; must reset the password',
  },
  {
    userName: 'demo.suspended', firstName: 'Lesego', lastName: 'Rapula',
    email: 'lesego.rapula@example.com', phone: '77890123', personas: [1],
    accounts: [{ key: 'suspended', roleId: 1, isDefault: true }],
    description: 'Account with status 2 (only payment allowed), in arrears',
  },
  {
    userName: 'demo.guest', firstName: 'Neo', lastName: 'Seretse',
    email: 'neo.seretse@example.com', phone: '71987654', personas: [1],
    accounts: [{ key: 'customer-flat', roleId: 8, isDefault: true, nickname: 'Kagiso’s flat' }],
    description: 'Guest (role 8) on demo.customer’s Francistown flat, access for 90 days',
  },
  {
    userName: 'agent.csr', firstName: 'Gorata', lastName: 'Moagi',
    email: 'gorata.moagi@utility.example', phone: '72112233', personas: [1], isAgent: true,
    accounts: [],
    description: 'Customer-service agent (CSR)',
  },
];

/** The guest invitation behind demo.guest. */
export const guestInvitationSeed = {
  inviter: 'demo.customer',
  guest: 'demo.guest',
  accountKey: 'customer-flat',
  roleId: 8,
  accessDays: 90,
};

/** Saved payment methods of demo.customer (tokens only). */
export const paymentMethodSeed = {
  owner: 'demo.customer',
  card: { brand: 'visa', last4: '4242', expiryMonth: 8, yearsAhead: 2, holderName: 'Kagiso T Molefe', nickname: 'Personal Visa' },
  bank: { bankName: 'First National Bank Botswana', routingNumber: '281467902', last4: '6789', bankAccountType: 'checking', holderName: 'Kagiso T Molefe', nickname: 'FNB cheque account' },
};
