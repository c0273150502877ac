import { useTranslation } from 'react-i18next';
import { renderSVG } from 'uqr';

/** The drop-off code as text to read out and as a QR code the agent point scans. */
export function DropOffCode({ code }: { code: string }) {
  const { t } = useTranslation('preShipments');
  const svg = renderSVG(code.replace('-', ''), { border: 1 });
  return (
    <section className="pre-shipment-code" aria-label={t('code.title')}>
      <p className="pre-shipment-code-hint">{t('code.hint')}</p>
      <p className="pre-shipment-code-text" data-testid="drop-off-code">
        {code}
      </p>
      <img
        className="pre-shipment-code-qr"
        alt={t('code.qr', { code })}
        src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
      />
    </section>
  );
}
