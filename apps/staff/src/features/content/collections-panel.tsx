import type { StaffCollection } from '@parcelway/domain';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Radio, Table, Tag } from 'antd';
import { useState } from 'react';
import { StaleAlert } from '../../components/stale-alert.js';
import { showFailure } from '../../lib/form-support.js';
import { LANGUAGES, useI18n } from '../../lib/i18n.js';
import { type CollectionForm, useCollections, useSaveCollection } from './api.js';

const LANGS = ['en', 'cn', 'tw'] as const;

interface Values {
  titles: Partial<Record<(typeof LANGS)[number], string>>;
  fallback_language: 'en' | 'cn' | 'tw';
  sort_order: number;
  status: 'draft' | 'published';
}

function toForm(values: Values): CollectionForm {
  const texts: CollectionForm['texts'] = {};
  for (const code of LANGS) {
    const title = values.titles[code]?.trim();
    if (title) texts[code] = { title, summary: '', body: '' };
  }
  return { texts, fallback_language: values.fallback_language, sort_order: values.sort_order, status: values.status };
}

/** Help collections: the help centre's sections, named in three languages; a stale edit is refused by the server. */
export function CollectionsPanel() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const collections = useCollections();
  const save = useSaveCollection();
  const [editing, setEditing] = useState<StaffCollection | 'new' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [form] = Form.useForm<Values>();

  const open = (collection: StaffCollection | 'new') => {
    setProblem(null);
    setStale(null);
    setEditing(collection);
    form.setFieldsValue(
      collection === 'new'
        ? { titles: {}, fallback_language: 'en', sort_order: 0, status: 'draft' }
        : {
            titles: Object.fromEntries(LANGS.map((code) => [code, collection.texts[code]?.title ?? ''])),
            fallback_language: collection.fallback_language,
            sort_order: collection.sort_order,
            status: collection.status,
          },
    );
  };

  const submit = async (values: Values) => {
    try {
      await save.mutateAsync({
        id: editing === 'new' || editing === null ? undefined : editing.id,
        updated_at: editing === 'new' || editing === null ? undefined : editing.updated_at,
        input: toForm(values),
      });
      message.success(t('content.saved'));
      setEditing(null);
    } catch (error) {
      showFailure(form, error, {
        onStale: setStale,
        onError: setProblem,
        onFields: (fields) => setProblem(Object.values(fields).join(' ')),
      });
    }
  };
  /** After a stale save: the collection as it now stands, with the `updated_at` the server will accept. */
  const reload = async () => {
    if (editing === null || editing === 'new') return;
    const fresh = (await collections.refetch()).data?.find((row) => row.id === editing.id);
    if (fresh) open(fresh);
  };

  return (
    <>
      <Button type="primary" onClick={() => open('new')} style={{ marginBottom: 12 }}>
        {t('content.newCollection')}
      </Button>
      <Table<StaffCollection>
        rowKey="id"
        loading={collections.isLoading}
        dataSource={collections.data ?? []}
        pagination={false}
        columns={[
          ...LANGUAGES.map((language) => ({
            title: language.label,
            render: (_: unknown, row: StaffCollection) => row.texts[language.code]?.title ?? '',
          })),
          {
            title: t('content.status'),
            render: (_, row) => (
              <Tag color={row.status === 'published' ? 'green' : 'default'}>{t(`content.statuses.${row.status}`)}</Tag>
            ),
          },
          { title: t('content.sortOrder'), dataIndex: 'sort_order' },
          { title: '', render: (_, row) => <Button onClick={() => open(row)}>{t('content.edit')}</Button> },
        ]}
      />
      <Modal
        open={editing !== null}
        title={t('content.collection')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={save.isPending}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        destroyOnHidden
        maskClosable={false}
      >
        <StaleAlert message={stale} onReload={() => void reload()} />
        {problem && <Alert type="error" showIcon message={problem} role="alert" style={{ marginBottom: 12 }} />}
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          {LANGS.map((code) => (
            <Form.Item key={code} name={['titles', code]} label={t('content.titleIn', { language: code })}>
              <Input maxLength={200} />
            </Form.Item>
          ))}
          <Form.Item name="fallback_language" label={t('content.fallbackLanguage')}>
            <Radio.Group options={LANGS.map((code) => ({ value: code, label: code }))} />
          </Form.Item>
          <Form.Item name="status" label={t('content.status')}>
            <Radio.Group
              options={[
                { value: 'draft', label: t('content.statuses.draft') },
                { value: 'published', label: t('content.statuses.published') },
              ]}
            />
          </Form.Item>
          <Form.Item name="sort_order" label={t('content.sortOrder')}>
            <InputNumber min={0} max={100_000} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
