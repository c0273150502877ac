import { PATHS } from '../../../lib/routes-paths';

/** The form for a new entry, or for the entry `id` (SPEC §2 submit/editadbook takes it as `?id=`). */
export function editPath(id?: number): string {
  return id === undefined ? PATHS.submitEditAddress : `${PATHS.submitEditAddress}?id=${id}`;
}
