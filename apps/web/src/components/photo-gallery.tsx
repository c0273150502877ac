import { ImageViewer } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { closeOnBack } from '../lib/navigation';
import './media.css';

export interface GalleryFile {
  url: string;
  mime?: string;
}

/** Pictures in a grid; a tap opens them full screen, swipeable. PDFs open in a new tab. */
export function PhotoGallery({ files, label }: { files: GalleryFile[]; label: string }) {
  const { t } = useTranslation('common');
  const pictures = files.filter((file) => file.mime !== 'application/pdf');
  const show = (file: GalleryFile) => {
    const viewer = ImageViewer.Multi.show({
      images: pictures.map((picture) => picture.url),
      defaultIndex: Math.max(0, pictures.indexOf(file)),
      afterClose: () => closedHere(),
    });
    const closedHere = closeOnBack(() => viewer.close());
  };
  return (
    <ul className="media-grid" aria-label={label}>
      {files.map((file, index) => (
        <li key={file.url} className="media-tile">
          {file.mime === 'application/pdf' ? (
            <a className="media-file" href={file.url} target="_blank" rel="noreferrer">
              PDF
            </a>
          ) : (
            <button
              type="button"
              className="media-open"
              aria-label={t('files.open', { number: index + 1 })}
              onClick={() => show(file)}
            >
              <img src={file.url} alt={t('files.picture', { number: index + 1 })} loading="lazy" />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
