import { Card, Input, Space } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingBlock } from '../../../components/query-states';
import { useUserInfo } from '../../../lib/session';
import { useAgents } from '../api/get-booking-options';
import { OpeningHoursList } from '../components/opening-hours';
import '../pre-shipments.css';

/** personal/agent: the agent points of the customer's warehouse, nearest the postcode typed first. */
export default function AgentsPage() {
  const { t } = useTranslation('preShipments');
  const user = useUserInfo();
  const [postcode, setPostcode] = useState('');
  const storeId = user.data?.store_id ?? 1;
  const agents = useAgents({ store_id: storeId, ...(postcode.length >= 3 && { postcode }) });
  return (
    <div className="pre-shipment-page">
      <Input
        aria-label={t('agents.postcode')}
        placeholder={t('agents.postcode')}
        value={postcode}
        onChange={setPostcode}
        inputMode="numeric"
      />
      {agents.isError && <LoadFailed error={agents.error} onRetry={() => void agents.refetch()} />}
      {!agents.data ? (
        <LoadingBlock lines={4} />
      ) : (
        <Space direction="vertical" block>
          {agents.data.map((agent) => (
            <Card key={agent.id} title={agent.name}>
              <p>{`${agent.address}, ${agent.city} ${agent.postcode}`}</p>
              {agent.distance_km !== null && <p>{t('agents.distance', { km: agent.distance_km })}</p>}
              <p>{t('agents.accepts', { list: agent.accepts.map((kind) => t(`accepts.${kind}`)).join(', ') })}</p>
              <OpeningHoursList hours={agent.opening_hours} />
            </Card>
          ))}
        </Space>
      )}
    </div>
  );
}
