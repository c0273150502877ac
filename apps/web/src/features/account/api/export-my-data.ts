import { useMutation } from '@tanstack/react-query';
import { api, type Download } from '../../../lib/api-client';

/** GET /api/exportMyData: the customer's own data as a JSON file. */
export async function exportMyData(): Promise<Download> {
  return api.download('/api/exportMyData');
}

/** Hands the file to the browser as a download, then lets the object URL go. */
function saveFile({ blob, filename }: Download): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportMyData() {
  return useMutation({
    mutationFn: async () => saveFile(await exportMyData()),
  });
}
