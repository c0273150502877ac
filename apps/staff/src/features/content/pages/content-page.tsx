import { CONTENT_KINDS, type ContentKind, type StaffContentItem } from '@parcelway/domain';
import { App, Button, Card, Drawer, Input, Select, Space, Table, Tabs, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../lib/i18n.js';
import { inputOf, useCollections, useContentItems, useSaveItem } from '../api.js';
import { CollectionsPanel } from '../collections-panel.js';
import { ItemForm } from '../item-form.js';

type Shown = 'draft' | 'published' | 'scheduled' | 'ended';

/** What a customer gets of an item now: its status, and a published one's schedule. */
function shownState(item: StaffContentItem, now = Date.now()): Shown {
  if (item.status === 'draft') return 'draft';
  if (item.publish_at && new Date(item.publish_at).getTime() > now) return 'scheduled';
  if (item.expire_at && new Date(item.expire_at).getTime() <= now) return 'ended';
  return 'published';
}
const STATE_COLOUR: Record<Shown, string> = {
  draft: 'default',
  published: 'green',
  scheduled: 'blue',
  ended: 'orange',
};

const titleOf = (item: StaffContentItem) =>
  item.texts[item.fallback_language]?.title ?? item.texts.en?.title ?? item.texts.cn?.title ?? item.texts.tw?.title;

/**
 * Content editors' page: every item customers read (help articles, notices, news, banners, shops), filtered by kind,
 * state and words; written in three languages with a preview of what customers will see; published or taken down
 * from the list. Help collections on their own tab.
 */
export default function ContentPage() {
  const { t, formatTime } = useI18n();
  const { message } = App.useApp();
  const [kind, setKind] = useState<ContentKind | undefined>(undefined);
  const [state, setState] = useState<Shown | undefined>(undefined);
  const [words, setWords] = useState('');
  const items = useContentItems(kind);
  const collections = useCollections();
  const save = useSaveItem();
  const [editing, setEditing] = useState<StaffContentItem | 'new' | null>(null);

  const shown = useMemo(() => {
    const needle = words.trim().toLowerCase();
    return (items.data ?? []).filter(
      (item) =>
        (!state || shownState(item) === state) &&
        (!needle ||
          Object.values(item.texts).some((text) => `${text?.title} ${text?.summary}`.toLowerCase().includes(needle))),
    );
  }, [items.data, state, words]);

  const setStatus = async (item: StaffContentItem, status: 'draft' | 'published') => {
    try {
      await save.mutateAsync({ id: item.id, updated_at: item.updated_at, input: inputOf(item, { status }) });
      message.success(t(status === 'published' ? 'content.publishedDone' : 'content.unpublishedDone'));
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
  };

  /** After a stale save: the item as it now stands, in a fresh form (its key follows `updated_at`). */
  const reload = async (id: number) => {
    const fresh = (await items.refetch()).data?.find((row) => row.id === id);
    if (fresh) setEditing(fresh);
  };

  const list = (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label={t('content.kind')}
          style={{ width: 200 }}
          allowClear
          placeholder={t('content.allKinds')}
          value={kind}
          onChange={setKind}
          options={CONTENT_KINDS.map((value) => ({ value, label: t(`content.kinds.${value}`) }))}
        />
        <Select
          aria-label={t('content.status')}
          style={{ width: 180 }}
          allowClear
          placeholder={t('content.allStates')}
          value={state}
          onChange={setState}
          options={(['draft', 'published', 'scheduled', 'ended'] as const).map((value) => ({
            value,
            label: t(`content.statuses.${value}`),
          }))}
        />
        <Input.Search
          aria-label={t('content.search')}
          placeholder={t('content.search')}
          allowClear
          onSearch={setWords}
          onChange={(event) => setWords(event.target.value)}
          style={{ width: 260 }}
        />
      </Space>
      <Table<StaffContentItem>
        rowKey="id"
        loading={items.isLoading}
        dataSource={shown}
        pagination={{ pageSize: 20 }}
        locale={{ emptyText: t('content.none') }}
        columns={[
          { title: t('content.title'), render: (_, row) => titleOf(row) },
          { title: t('content.kind'), render: (_, row) => <Tag>{t(`content.kinds.${row.kind}`)}</Tag> },
          {
            title: t('content.status'),
            render: (_, row) => {
              const value = shownState(row);
              return <Tag color={STATE_COLOUR[value]}>{t(`content.statuses.${value}`)}</Tag>;
            },
          },
          {
            title: t('content.languages'),
            render: (_, row) => (['en', 'cn', 'tw'] as const).filter((code) => row.texts[code]).join(' · '),
          },
          { title: t('content.updated'), render: (_, row) => formatTime(row.updated_at) },
          {
            title: '',
            render: (_, row) => (
              <Space>
                <Button
                  onClick={() => setEditing(row)}
                  aria-label={t('content.editNamed', { title: titleOf(row) ?? '' })}
                >
                  {t('content.edit')}
                </Button>
                {row.status === 'draft' ? (
                  <Button
                    type="primary"
                    ghost
                    loading={save.isPending}
                    onClick={() => void setStatus(row, 'published')}
                    aria-label={t('content.publishNamed', { title: titleOf(row) ?? '' })}
                  >
                    {t('content.publish')}
                  </Button>
                ) : (
                  <Button
                    danger
                    loading={save.isPending}
                    onClick={() => void setStatus(row, 'draft')}
                    aria-label={t('content.unpublishNamed', { title: titleOf(row) ?? '' })}
                  >
                    {t('content.unpublish')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
    </>
  );

  return (
    <Card
      extra={
        <Space>
          <Button onClick={() => void items.refetch()}>{t('common.refresh')}</Button>
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('content.new')}
          </Button>
        </Space>
      }
    >
      <Tabs
        items={[
          { key: 'items', label: t('content.items'), children: list },
          { key: 'collections', label: t('content.collections'), children: <CollectionsPanel /> },
        ]}
      />
      <Drawer
        open={editing !== null}
        width={860}
        title={
          editing === 'new' ? t('content.new') : t('content.editTitle', { title: (editing && titleOf(editing)) ?? '' })
        }
        onClose={() => setEditing(null)}
        destroyOnHidden
        maskClosable={false}
      >
        {editing !== null && (
          <ItemForm
            key={editing === 'new' ? 'new' : `${editing.id}:${editing.updated_at}`}
            item={editing === 'new' ? null : editing}
            kind={kind ?? 'notice'}
            collections={collections.data ?? []}
            onDone={() => setEditing(null)}
            onReload={() => {
              if (editing !== 'new') void reload(editing.id);
            }}
          />
        )}
      </Drawer>
    </Card>
  );
}
