import { type StaffCustomerMatch, staffCustomerMatchSchema } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import { get } from '../../../lib/api.js';
import { useI18n } from '../../../lib/i18n.js';

/** One search box: a customer id, email, phone, tracking number or shipment id (GET /ops/customers). */
export default function CustomersPage() {
  const { t } = useI18n();
  const [query, setQuery] = useState('');
  const search = useQuery({
    queryKey: ['ops', 'customers', query],
    queryFn: async (): Promise<StaffCustomerMatch[]> =>
      z.array(staffCustomerMatchSchema).parse(await get(`/ops/customers?q=${encodeURIComponent(query)}`)),
    enabled: query !== '',
  });

  return (
    <Card title={t('customers.title')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input.Search
          aria-label={t('customers.search')}
          placeholder={t('customers.search')}
          enterButton
          allowClear
          maxLength={120}
          style={{ maxWidth: 520 }}
          onSearch={(value) => setQuery(value.trim())}
        />
        {search.error && <Alert type="error" showIcon message={search.error.message} />}
        {query !== '' && (
          <Table<StaffCustomerMatch>
            rowKey="id"
            loading={search.isFetching}
            dataSource={search.data ?? []}
            pagination={false}
            locale={{ emptyText: t('customers.none') }}
            columns={[
              { title: t('customers.id'), dataIndex: 'id' },
              { title: t('customers.name'), dataIndex: 'name' },
              { title: t('signIn.email'), dataIndex: 'email' },
              { title: t('customers.phone'), dataIndex: 'phone' },
              { title: t('common.warehouse'), dataIndex: 'store_id' },
              {
                title: t('customers.matchedBy'),
                render: (_, row) => row.matched_by.map((how) => <Tag key={how}>{t(`customers.match.${how}`)}</Tag>),
              },
            ]}
          />
        )}
      </Space>
    </Card>
  );
}
