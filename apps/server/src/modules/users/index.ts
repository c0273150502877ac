/**
 * What others use of users, the customer record: finding a customer, the profile, contact and notification
 * settings, the bound sign-in accounts and the covering membership (read here for the modules above), and the routes.
 */
export {
  boundAccountsOf,
  confirmCustomerEmail,
  customersOfWarehouse,
  deletePersonalRecords,
  findBillAddress,
  findCountry,
  findCoveringMembership,
  findCustomerByEmail,
  findCustomerById,
  findCustomerByVerifiedPhone,
  findCustomersForStaff,
  findProfile,
  forgetBoundAccountsOf,
  notificationContact,
  saveSubscribeConfig,
  subscribeConfigOf,
  updateCustomer,
} from './reads.js';
export { userRoutes } from './routes.js';
export {
  activeCustomer,
  addressToConfirm,
  assertPayCurrency,
  assertWarehouse,
  checkedPhone,
  getUserInfo,
  type UserInfo,
} from './service.js';
export { insertDefaultNotificationSettings } from './settings.js';
