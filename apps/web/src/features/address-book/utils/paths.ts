/** The address book's screens (SPEC §2 submit/addressbook and submit/editadbook; the entry to edit as `?id=`). */
export const ADDRESS_BOOK_PATHS = {
  list: '/pages/submit/addressbook',
  edit: '/pages/submit/editadbook',
} as const;

export function editPath(id?: number): string {
  return id === undefined ? ADDRESS_BOOK_PATHS.edit : `${ADDRESS_BOOK_PATHS.edit}?id=${id}`;
}
