import { sniffFileType, type UploadPurpose, uploadProblem } from '@parcelway/domain';
import { ProgressBar } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { showToast } from '../lib/feedback';
import { translateMessage } from '../lib/i18n';
import { uploadFile } from '../lib/upload';
import './media.css';

/** SPEC §3: files travel as their links joined by commas. */
export function splitLinks(value: string): string[] {
  return value
    .split(',')
    .map((link) => link.trim())
    .filter(Boolean);
}

const isPdfLink = (link: string, pdfs: Set<string>) => pdfs.has(link);

interface FileUploaderProps {
  /** Links joined by commas (the form's value). */
  value: string;
  onChange: (value: string) => void;
  purpose: UploadPurpose;
  /** Also the file input's accessible name. */
  label: string;
  maxCount?: number;
  /** Pictures only (no PDFs). */
  imagesOnly?: boolean;
}

interface Pending {
  key: string;
  name: string;
  progress: number;
}

/**
 * Pictures (and PDFs) for a form: each file is checked here by the same rule as the server (its type from
 * its first bytes, its size for the purpose), then uploaded with a progress bar. The value is the links
 * joined by commas, as the API takes them.
 */
export function FileUploader({ value, onChange, purpose, label, maxCount = 9, imagesOnly }: FileUploaderProps) {
  const { t } = useTranslation('common');
  const inputId = useId();
  const [pending, setPending] = useState<Pending[]>([]);
  const [pdfs, setPdfs] = useState<Set<string>>(new Set());
  const links = splitLinks(value);
  const room = maxCount - links.length - pending.length;

  const add = async (files: FileList | null) => {
    if (!files) return;
    let current = links;
    for (const file of [...files].slice(0, Math.max(0, room))) {
      const head = new Uint8Array(await file.slice(0, 32).arrayBuffer());
      const type = sniffFileType(head);
      const problem = uploadProblem(purpose, type, file.size);
      if (problem) {
        showToast(translateMessage(problem));
        continue;
      }
      const key = `${file.name}-${file.size}-${Date.now()}`;
      setPending((list) => [...list, { key, name: file.name, progress: 0 }]);
      try {
        const uploaded = await uploadFile(file, {
          purpose,
          onProgress: (fraction) =>
            setPending((list) => list.map((item) => (item.key === key ? { ...item, progress: fraction } : item))),
        });
        if (uploaded.mime === 'application/pdf') setPdfs((set) => new Set(set).add(uploaded.url));
        current = [...current, uploaded.url];
        onChange(current.join(','));
      } catch (error) {
        if (!(error instanceof ApiError)) showToast(translateMessage('error.network'));
      } finally {
        setPending((list) => list.filter((item) => item.key !== key));
      }
    }
  };

  const removeAt = (index: number) => onChange(links.filter((_, position) => position !== index).join(','));

  return (
    <ul className="media-grid" aria-label={label}>
      {links.map((link, index) => (
        <li key={link} className="media-tile">
          {isPdfLink(link, pdfs) ? (
            <a className="media-file" href={link} target="_blank" rel="noreferrer">
              PDF
            </a>
          ) : (
            <img src={link} alt={t('files.picture', { number: index + 1 })} />
          )}
          <button
            type="button"
            className="media-remove"
            aria-label={t('files.remove', { number: index + 1 })}
            onClick={() => removeAt(index)}
          >
            ×
          </button>
        </li>
      ))}
      {pending.map((item) => (
        <li key={item.key} className="media-tile" aria-busy="true">
          <span className="media-progress-label">{Math.round(item.progress * 100)}%</span>
          <ProgressBar
            className="media-progress"
            percent={Math.round(item.progress * 100)}
            aria-label={t('files.uploading', { name: item.name })}
          />
        </li>
      ))}
      {room > 0 && (
        <li className="media-tile">
          <label className="media-add" htmlFor={inputId}>
            <span aria-hidden>＋</span>
            {t('files.add')}
            <input
              id={inputId}
              type="file"
              multiple
              aria-label={label}
              accept={imagesOnly ? 'image/*' : 'image/*,application/pdf'}
              onChange={(event) => {
                void add(event.target.files);
                event.target.value = '';
              }}
            />
          </label>
        </li>
      )}
    </ul>
  );
}
