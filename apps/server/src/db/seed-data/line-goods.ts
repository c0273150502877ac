import { goodsNotes, LANGUAGES, PARCEL_ATTRIBUTES, type ParcelAttribute, translate } from '@parcelway/domain';

export interface LineGoodsSeed {
  lineId: number;
  attribute: ParcelAttribute;
  reasonEn: string;
  reasonCn: string;
  reasonTw: string;
  documentEn: string;
  documentCn: string;
  documentTw: string;
}

/**
 * A line's goods rules as the seed starts them: no reason of its own (the usual sentence) and, for each attribute,
 * the destination's notes (the battery label on every line, Taiwan's 12 cosmetics, …) in the three languages. The
 * seed only inserts them, so staff's edits stay.
 */
export function lineGoodsSeed(line: { id: number; countryId: number }): LineGoodsSeed[] {
  return PARCEL_ATTRIBUTES.map((attribute) => {
    const notes = goodsNotes(line.countryId, [attribute]);
    const document = Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        notes.map((note) => translate(language, `customs.goods.${note}`)).join(' '),
      ]),
    );
    return {
      lineId: line.id,
      attribute,
      reasonEn: '',
      reasonCn: '',
      reasonTw: '',
      documentEn: document.en ?? '',
      documentCn: document.cn ?? '',
      documentTw: document.tw ?? '',
    };
  });
}
