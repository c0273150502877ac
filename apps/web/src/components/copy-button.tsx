import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** Copies text to the clipboard, falling back to a hidden text area where the Clipboard API is refused. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Not allowed here (insecure origin, no permission): try the older way below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'copy-buffer';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy failed');
}

/** Copies and says so; a failure says "Copy failed, try again" (SPEC §8). */
export async function copyWithToast(text: string, successMessage: string, failureMessage: string): Promise<void> {
  try {
    await copyText(text);
    Toast.show({ icon: 'success', content: successMessage });
  } catch {
    Toast.show({ icon: 'fail', content: failureMessage });
  }
}

interface CopyButtonProps {
  text: string;
  /** What is copied, for screen readers: "Copy support number". */
  label: string;
  children?: string;
}

export function CopyButton({ text, label, children }: CopyButtonProps) {
  const { t } = useTranslation('common');
  const visible = children ?? t('copy');
  return (
    <Button
      size="mini"
      fill="outline"
      color="primary"
      className="copy-button"
      aria-label={`${visible}: ${label}`}
      onClick={() => void copyWithToast(text, t('copied'), t('copyFailed'))}
    >
      {visible}
    </Button>
  );
}
