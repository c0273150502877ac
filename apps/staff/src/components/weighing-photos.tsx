import type { UploadedFile } from '@parcelway/domain';
import { Form, Typography } from 'antd';
import type { Dispatch, SetStateAction } from 'react';
import { useI18n } from '../lib/i18n.js';
import { PhotoField } from './photo-field.js';

/** The photos of a weighing: the scale's readout and the tape on the box's longest side, one each. */
export interface WeighingPhotoValue {
  scale: UploadedFile[];
  tape: UploadedFile[];
}

export const NO_WEIGHING_PHOTOS: WeighingPhotoValue = { scale: [], tape: [] };

/** Both photos taken: what packing and a reweigh require. */
export function hasWeighingPhotos(value: WeighingPhotoValue): boolean {
  return value.scale.length > 0 && value.tape.length > 0;
}

/** The photos as the API takes them (file ids), the missing ones left out. */
export function weighingPhotoIds(value: WeighingPhotoValue): { scale_photo?: string; tape_photo?: string } {
  const [scale] = value.scale;
  const [tape] = value.tape;
  return { ...(scale && { scale_photo: scale.id }), ...(tape && { tape_photo: tape.id }) };
}

/**
 * The two evidence photos, side by side with what each must show. `required` marks both (packing, a reweigh); at
 * check-in they are asked for, not required, and `showErrors` is never set.
 */
export function WeighingPhotos({
  value,
  onChange,
  required,
  showErrors = false,
}: {
  value: WeighingPhotoValue;
  /** A state setter: the two uploads finish in any order, so each updates the latest value, not the one it began with. */
  onChange: Dispatch<SetStateAction<WeighingPhotoValue>>;
  required: boolean;
  showErrors?: boolean;
}) {
  const { t } = useI18n();
  const status = (files: UploadedFile[]) => (showErrors && required && files.length === 0 ? 'error' : undefined);
  const help = (files: UploadedFile[]) =>
    showErrors && required && files.length === 0 ? t('weighing.photoMissing') : undefined;
  return (
    <>
      <Typography.Paragraph type="secondary">
        {required ? t('weighing.photosRequired') : t('weighing.photosAsked')}
      </Typography.Paragraph>
      <Form.Item
        label={t('weighing.scalePhoto')}
        required={required}
        validateStatus={status(value.scale)}
        help={help(value.scale)}
      >
        <PhotoField
          single
          label={t('weighing.scalePhoto')}
          value={value.scale}
          onChange={(scale) => onChange((current) => ({ ...current, scale }))}
        />
      </Form.Item>
      <Form.Item
        label={t('weighing.tapePhoto')}
        required={required}
        validateStatus={status(value.tape)}
        help={help(value.tape)}
      >
        <PhotoField
          single
          label={t('weighing.tapePhoto')}
          value={value.tape}
          onChange={(tape) => onChange((current) => ({ ...current, tape }))}
        />
      </Form.Item>
    </>
  );
}
