import { type StaffCustomerMatch, staffCustomerMatchSchema } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import { get } from '../../../lib/api.js';
import { useHashPath, useHashQuery } from '../../../lib/hash-route.js';
import { useI18n } from '../../../lib/i18n.js';
import { CustomerDetail } from '../customer-detail.js';

/** One search box: a customer id, email, phone, tracking number or shipment id (GET /ops/customers). */
export default function CustomersPage() {
  const { t } = useI18n();
  const [, navigate] = useHashPath();
  const params = useHashQuery();
  const opened = Number(params.get('id'));
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const search = useQuery({
    queryKey: ['ops', 'customers', query],
    queryFn: async (): Promise<StaffCustomerMatch[]> =>
      z.array(staffCustomerMatchSchema).parse(await get(`/ops/customers?q=${encodeURIComponent(query)}`)),
    enabled: query !== '',
  });

  // A customer opened from the results (#/customers?id=12&q=…): Back returns to the same search.
  if (Number.isInteger(opened) && opened > 0)
    return (
      <CustomerDetail
        id={opened}
        onBack={() => navigate(query ? `/customers?q=${encodeURIComponent(query)}` : '/customers')}
      />
    );

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
          defaultValue={query}
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
              {
                title: t('customers.id'),
                render: (_, row) => <a href={`#/customers?id=${row.id}&q=${encodeURIComponent(query)}`}>{row.id}</a>,
              },
              {
                title: t('customers.name'),
                render: (_, row) => (
                  <a href={`#/customers?id=${row.id}&q=${encodeURIComponent(query)}`}>{row.name || row.email}</a>
                ),
              },
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
