import type { ChinaAddress } from '@parcelway/domain';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CopyButton } from '../../../components/copy-button';
import { useUserInfo } from '../../../lib/session';
import { useChinaAddress, useShops } from '../api/get-shops';
import { MarkdownView } from '../components/markdown-view';
import { QueryView } from '../components/query-view';
import { destinationOf } from '../utils/links';
import '../content.css';

/** recMall: the shops staff recommend, and the China warehouse address to give Chinese shops with staff's guide. */
export default function RecMallPage() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const user = useUserInfo();
  const shops = useShops(user.data?.store_id);
  const china = useChinaAddress();

  return (
    <div className="content-page">
      <QueryView query={shops} emptyTitle={t('shops.empty')} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <List header={t('shops.title')} aria-label={t('shops.title')}>
            {list.map((shop) => {
              const to = destinationOf(shop.link_kind, shop.link_target);
              return (
                <List.Item
                  key={shop.id}
                  prefix={shop.image_url ? <img className="content-shop-logo" src={shop.image_url} alt="" /> : null}
                  description={shop.summary || undefined}
                  arrowIcon={to !== null}
                  onClick={to ? () => navigate(to) : undefined}
                >
                  {shop.title}
                </List.Item>
              );
            })}
          </List>
        )}
      </QueryView>
      {china.data?.address && <ChinaAddressCard answer={china.data} />}
    </div>
  );
}

function ChinaAddressCard({ answer }: { answer: ChinaAddress }) {
  const { t } = useTranslation('content');
  const address = answer.address;
  if (!address) return null;
  const lines = [
    address.address.name,
    ...address.address.address_lines,
    `${address.address.city} ${address.address.state} ${address.address.postal_code}`.trim(),
    address.address.phone,
  ].filter(Boolean);
  return (
    <section className="content-article" aria-label={t('shops.chinaAddress')}>
      <h2>{t('shops.chinaAddress')}</h2>
      <p className="content-muted">{t('shops.chinaAddressHint')}</p>
      <address className="content-address">
        {lines.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </address>
      <CopyButton text={lines.join('\n')} label={t('shops.chinaAddress')} />
      {answer.guide && (
        <>
          <h3>{answer.guide.title}</h3>
          <MarkdownView source={answer.guide.body} />
        </>
      )}
    </section>
  );
}
