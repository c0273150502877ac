/**
 * What others use of files: storing and presenting uploads and images, the storage the app builds, and the routes.
 */
export { shownFileId, storePhoneCopies, storePhoneImage } from './images.js';
export { fileRoutes } from './routes.js';
export {
  customerFileIds,
  fileIdsOf,
  type PresentedFile,
  presentFile,
  presentFiles,
  signedFileUrl,
  staffFileIds,
  storeGeneratedFile,
} from './service.js';
export { fileStaffRoutes } from './staff-routes.js';
export { createStorage, type FileStorage } from './storage.js';
