import { type OpeningHours, STORE_ID } from '@parcelway/domain';

const weekdays = (opens: string, closes: string): OpeningHours[] =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens, closes }));
const everyDay = (opens: string, closes: string): OpeningHours[] =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens, closes }));

const agent = (
  storeId: number,
  code: string,
  names: [string, string, string],
  place: { address: string; city: string; postcode: string; latitude: number; longitude: number },
  openingHours: OpeningHours[],
  accepts: string[],
  capacity: number,
) => ({
  storeId,
  code,
  nameEn: names[0],
  nameCn: names[1],
  nameTw: names[2],
  ...place,
  openingHours,
  accepts,
  capacity,
});

/**
 * Drop-off points that forward goods to a warehouse (pre-shipment drop-off). Ours, as SPEC names none; inserted once,
 * so staff changes stay.
 */
export const DROP_OFF_AGENTS = [
  agent(
    STORE_ID.australia,
    'au-mascot-newsagency',
    ['Mascot Newsagency', 'Mascot 报刊店', 'Mascot 報刊店'],
    { address: '1045 Botany Rd', city: 'Mascot', postcode: '2020', latitude: -33.9263, longitude: 151.1936 },
    [...weekdays('07:00', '18:00'), { weekday: 6, opens: '08:00', closes: '13:00' }],
    ['general', 'battery'],
    60,
  ),
  agent(
    STORE_ID.australia,
    'au-haymarket-store',
    ['Haymarket Convenience', 'Haymarket 便利店', 'Haymarket 便利店'],
    { address: '9 Dixon St', city: 'Haymarket', postcode: '2000', latitude: -33.8791, longitude: 151.2033 },
    everyDay('08:00', '22:00'),
    ['general'],
    40,
  ),
  agent(
    STORE_ID.australia,
    'au-box-hill-post',
    ['Box Hill Post Shop', 'Box Hill 邮局', 'Box Hill 郵局'],
    { address: '17 Market St', city: 'Box Hill', postcode: '3128', latitude: -37.8189, longitude: 145.1218 },
    weekdays('09:00', '17:00'),
    ['general', 'battery', 'liquid'],
    80,
  ),
  agent(
    STORE_ID.malaysia,
    'my-puchong-kedai',
    ['Puchong Kedai Runcit', '蒲种杂货店', '蒲種雜貨店'],
    { address: '12 Jalan Kenari 5', city: 'Puchong', postcode: '47100', latitude: 3.0319, longitude: 101.6177 },
    everyDay('09:00', '21:00'),
    ['general'],
    40,
  ),
  agent(
    STORE_ID.taiwan,
    'tw-dayuan-store',
    ['Dayuan Service Point', '大园服务点', '大園服務點'],
    { address: '桃園市大園區中正東路 100 號', city: '大園區', postcode: '337', latitude: 25.0649, longitude: 121.1955 },
    everyDay('08:00', '22:00'),
    ['general'],
    40,
  ),
];

/** Pickup per warehouse: fee in minor units of its currency, and when bookings for tomorrow close. */
export const PICKUP_SETTINGS = [
  { storeId: STORE_ID.australia, timeZone: 'Australia/Sydney', feeMinor: 800, cutoffTime: '17:00' },
  { storeId: STORE_ID.china, timeZone: 'Asia/Shanghai', feeMinor: 1000, cutoffTime: '18:00' },
  { storeId: STORE_ID.malaysia, timeZone: 'Asia/Kuala_Lumpur', feeMinor: 1500, cutoffTime: '17:00' },
  { storeId: STORE_ID.taiwan, timeZone: 'Asia/Taipei', feeMinor: 10000, cutoffTime: '17:00' },
  { storeId: STORE_ID.japan, timeZone: 'Asia/Tokyo', feeMinor: 800, cutoffTime: '17:00' },
  { storeId: STORE_ID.newZealand, timeZone: 'Pacific/Auckland', feeMinor: 1000, cutoffTime: '17:00' },
];

export const PICKUP_WINDOWS = PICKUP_SETTINGS.flatMap(({ storeId }) => [
  { storeId, startsAt: '09:00', endsAt: '12:00', capacity: 10 },
  { storeId, startsAt: '13:00', endsAt: '17:00', capacity: 10 },
]);
