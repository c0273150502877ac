import type { UploadedFile } from '@parcelway/domain';
import { callWithSession, REQUEST_TIMEOUT_MS } from './api-client';
import { currentLanguage } from './i18n';

/** A file the server stored: its id, and a signed link its owner can open (SPEC §7 uploads). */
export type { UploadedFile } from '@parcelway/domain';

export interface UploadOptions {
  /** What the file is for (server-side rule: types and size), e.g. 'parcel_extra_service'. */
  purpose: string;
  /** Called with 0…1 as the bytes go up. */
  onProgress?: (fraction: number) => void;
  silent?: boolean;
}

/**
 * Uploads one file (multipart) to /api/upload with progress, through the API client's session handling.
 * XMLHttpRequest rather than fetch: only it reports upload progress. Kept apart from the client so the
 * first screen does not carry it.
 */
export async function uploadFile(file: File, options: UploadOptions): Promise<UploadedFile> {
  const answer = await callWithSession<UploadedFile>(
    (token) =>
      new Promise((resolve, reject) => {
        const request = new XMLHttpRequest();
        const url = new URL('/api/upload', window.location.origin);
        url.searchParams.set('purpose', options.purpose);
        request.open('POST', url);
        request.setRequestHeader('source', 'h5');
        request.setRequestHeader('lang', currentLanguage());
        if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
        request.timeout = REQUEST_TIMEOUT_MS;
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
        };
        request.onload = () => {
          let body = null;
          try {
            body = JSON.parse(request.responseText);
          } catch {
            body = null;
          }
          resolve({ status: request.status, body });
        };
        request.onerror = () => reject(new Error('network'));
        request.ontimeout = () => reject(new Error('timeout'));
        const form = new FormData();
        form.append('file', file, file.name);
        request.send(form);
      }),
    options,
  );
  return answer.data;
}
