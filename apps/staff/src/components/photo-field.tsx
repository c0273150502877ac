import type { UploadedFile } from '@parcelway/domain';
import { Button, Image, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { post } from '../lib/api.js';
import { useI18n } from '../lib/i18n.js';

/**
 * Photos from the bench camera or from files: `capture="environment"` opens the back camera on a tablet or phone,
 * a desktop offers files. Each photo is uploaded at once (POST /ops/upload); the form keeps the ids. `single` keeps
 * one photo (the scale's readout, the tape): a new one replaces it.
 */
export function PhotoField({
  value,
  onChange,
  label,
  single = false,
}: {
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  label?: string;
  single?: boolean;
}) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setBusy(true);
    setProblem(null);
    try {
      const added: UploadedFile[] = [];
      for (const file of Array.from(files)) {
        const form = new FormData();
        form.append('file', file);
        added.push(await post<UploadedFile>('/ops/upload?purpose=parcel_photo', form));
      }
      onChange(single ? added.slice(-1) : [...value, ...added]);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Space direction="vertical">
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        multiple={!single}
        style={{ display: 'none' }}
        aria-label={label ?? t('photos.label')}
        onChange={(event) => void upload(event.target.files)}
      />
      <Button onClick={() => input.current?.click()} loading={busy}>
        {busy ? t('photos.uploading') : t('photos.add')}
      </Button>
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
      <Image.PreviewGroup>
        <Space wrap>
          {value.map((file, index) => (
            <Image
              key={file.id}
              src={file.url}
              width={72}
              height={72}
              alt={`${label ?? t('photos.label')} ${index + 1}`}
            />
          ))}
        </Space>
      </Image.PreviewGroup>
    </Space>
  );
}
