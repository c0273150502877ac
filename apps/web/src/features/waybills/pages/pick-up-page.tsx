import { Button, Radio, Space } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { showToast } from '../../../lib/feedback';
import { formatMoney } from '../../../lib/format';
import { PATHS } from '../../../lib/routes-paths';
import { useAgents, useSelectAgent } from '../api/get-agents';
import { useWaybillId } from '../utils/query-params';
import '../waybills.css';

/** Pickup points (SPEC §2 waybill/pick_up): where the recipient collects the shipment. */
export default function PickUpPage() {
  const { t } = useTranslation(['waybills', 'common']);
  const navigate = useNavigate();
  const id = useWaybillId();
  const agents = useAgents(id);
  const select = useSelectAgent();
  const [chosen, setChosen] = useState<number | undefined>();
  if (id === null) return <EmptyState title={t('detail.missing')} />;
  if (agents.isPending) return <LoadingBlock lines={4} />;
  if (agents.isError) return <LoadFailed error={agents.error} onRetry={() => void agents.refetch()} />;
  if (agents.data.length === 0) return <EmptyState title={t('delivery.noPoints')} />;
  const current = chosen ?? agents.data.find((agent) => agent.selected)?.id;
  return (
    <div className="waybills-page">
      <section className="waybills-section" aria-label={t('delivery.points')}>
        <h2>{t('delivery.points')}</h2>
        <Radio.Group value={current} onChange={(value) => setChosen(Number(value))}>
          <Space direction="vertical" block>
            {agents.data.map((agent) => (
              <div key={agent.id} className="waybills-line">
                <Radio value={agent.id}>
                  <strong>{agent.name}</strong>
                </Radio>
                <div className="waybills-muted">
                  {agent.address}, {agent.city} {agent.postcode} · {agent.opening_hours} ·{' '}
                  {formatMoney(agent.fee, agent.currency)}
                </div>
              </div>
            ))}
          </Space>
        </Radio.Group>
      </section>
      <div className="page-actions">
        <Button
          block
          color="primary"
          disabled={current === undefined}
          loading={select.isPending}
          onClick={async () => {
            if (current === undefined) return;
            await select.mutateAsync({ shipment_id: id, agent_id: current });
            showToast(t('common:saved'));
            navigate(`${PATHS.waybillDetail}?id=${id}`);
          }}
        >
          {t('delivery.choose')}
        </Button>
      </div>
    </div>
  );
}
