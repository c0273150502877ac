import {
  CONTENT_KINDS,
  type ContentItemInput,
  type ContentKind,
  type ContentTexts,
  contentItemInputSchema,
  LINK_KINDS,
  NEWS_SECTIONS,
  type StaffCollection,
  type StaffContentItem,
} from '@parcelway/domain';
import { Alert, App, Button, Form, Input, InputNumber, Radio, Select, Space, Tabs } from 'antd';
import { useState } from 'react';
import { StaleAlert } from '../../components/stale-alert.js';
import { showFailure } from '../../lib/form-support.js';
import { isoOf, localInputOf } from '../../lib/format.js';
import { LANGUAGES, type LanguageCode, useI18n } from '../../lib/i18n.js';
import { useWarehouses } from '../../lib/me.js';
import { clearFieldErrors, type FieldErrors, useSchemaCheck } from '../../lib/schema-errors.js';
import { usePreviewItem, useSaveItem } from './api.js';
import { ContentPreviewPanel } from './content-preview.js';

type Words = { title?: string; summary?: string; body?: string; keywords?: string };

interface ItemFormValues extends Omit<ContentItemInput, 'texts' | 'publish_at' | 'expire_at'> {
  texts: Partial<Record<LanguageCode, Words>>;
  /** `datetime-local` text in the editor's time zone, or empty. */
  publish_at: string;
  expire_at: string;
}

/**
 * The form's words as the server takes them: a language counts once its title, summary or body is written. An
 * article's search words are always sent (empty too), so they stay as staff left them.
 */
function textsOf(texts: ItemFormValues['texts'], kind: ContentKind): ContentTexts {
  const out: ContentTexts = {};
  for (const { code } of LANGUAGES) {
    const words = texts[code];
    if (words && (words.title?.trim() || words.summary?.trim() || words.body?.trim()))
      out[code] = {
        title: words.title ?? '',
        summary: words.summary ?? '',
        body: words.body ?? '',
        ...(kind === 'article' && { keywords: words.keywords ?? '' }),
      };
  }
  return out;
}

function toInput(values: ItemFormValues): unknown {
  return {
    ...values,
    texts: textsOf(values.texts ?? {}, values.kind),
    collection_id: values.kind === 'article' ? (values.collection_id ?? null) : null,
    link_target: values.link_kind === 'none' ? '' : (values.link_target ?? ''),
    publish_at: isoOf(values.publish_at) ?? null,
    expire_at: isoOf(values.expire_at) ?? null,
  };
}

function initialValues(item: StaffContentItem | null, kind: ContentKind): ItemFormValues {
  return {
    kind: item?.kind ?? kind,
    status: item?.status ?? 'draft',
    fallback_language: item?.fallback_language ?? 'en',
    texts: item?.texts ?? {},
    publish_at: localInputOf(item?.publish_at ?? null),
    expire_at: localInputOf(item?.expire_at ?? null),
    sort_order: item?.sort_order ?? 0,
    collection_id: item?.collection_id ?? null,
    store_ids: item?.store_ids ?? [],
    image_file_id: item?.image_file_id ?? null,
    link_kind: item?.link_kind ?? 'none',
    link_target: item?.link_target ?? '',
    section: item?.section ?? 'general',
  };
}

/** Field paths the form shows under a field; anything else (the fallback language's texts) goes above the form. */
const FIELD_PATHS = new Set([
  'kind',
  'status',
  'fallback_language',
  'publish_at',
  'expire_at',
  'sort_order',
  'collection_id',
  'store_ids',
  'link_kind',
  'link_target',
  'section',
]);

/**
 * Writes or changes one item in three languages. The domain schema the server uses checks the form first; Preview
 * asks the server to present the unsaved item as customers will read it; Save sends the `updated_at` the form
 * loaded, so someone else's change made meanwhile is refused with the server's message rather than overwritten.
 */
export function ItemForm({
  item,
  kind,
  collections,
  onDone,
  onReload,
}: {
  item: StaffContentItem | null;
  kind: ContentKind;
  collections: StaffCollection[];
  onDone: () => void;
  /** Opens the item again as it now stands (after someone else's change refused this form's save). */
  onReload: () => void;
}) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [form] = Form.useForm<ItemFormValues>();
  const check = useSchemaCheck();
  const preview = usePreviewItem();
  const save = useSaveItem();
  const warehouses = useWarehouses();
  const [problems, setProblems] = useState<string[]>([]);
  const [stale, setStale] = useState<string | null>(null);
  const [language, setLanguage] = useState<LanguageCode>('en');
  const chosenKind = Form.useWatch('kind', form) ?? kind;
  const linkKind = Form.useWatch('link_kind', form);

  const show = (errors: FieldErrors) => {
    const general: string[] = [];
    const fields: { name: (string | number)[]; errors: string[] }[] = [];
    for (const [path, text] of Object.entries(errors)) {
      if (FIELD_PATHS.has(path) || /^texts\.(en|cn|tw)\.(title|summary|body|keywords)$/.test(path))
        fields.push({ name: path.split('.'), errors: [text] });
      else general.push(text);
    }
    form.setFields(fields as Parameters<typeof form.setFields>[0]);
    setProblems(general);
    const firstLanguage = Object.keys(errors)
      .map((path) => /^texts\.(en|cn|tw)\./.exec(path)?.[1])
      .find(Boolean);
    if (firstLanguage) setLanguage(firstLanguage as LanguageCode);
  };

  const checked = async (): Promise<ContentItemInput | null> => {
    setProblems([]);
    clearFieldErrors(form);
    const result = await check(contentItemInputSchema, toInput(form.getFieldsValue(true) as ItemFormValues));
    if (!result.ok) {
      show(result.errors);
      return null;
    }
    return result.value;
  };

  const failed = (error: unknown) =>
    showFailure(form, error, { onStale: setStale, onError: (text) => setProblems([text]), onFields: show });

  const runPreview = async () => {
    const input = await checked();
    if (!input) return;
    try {
      await preview.mutateAsync(input);
    } catch (error) {
      failed(error);
    }
  };

  const submit = async () => {
    const input = await checked();
    if (!input) return;
    try {
      await save.mutateAsync({ id: item?.id, updated_at: item?.updated_at, input });
      message.success(t('content.saved'));
      onDone();
    } catch (error) {
      failed(error);
    }
  };

  const options = <T extends string>(values: readonly T[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}` as Parameters<typeof t>[0]) }));

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues(item, kind)}
      onValuesChange={() => preview.reset()}
    >
      <StaleAlert message={stale} onReload={onReload} />
      {problems.length > 0 && (
        <Alert type="error" showIcon message={problems.join(' ')} style={{ marginBottom: 12 }} role="alert" />
      )}
      <Space wrap size="large" align="start">
        <Form.Item name="kind" label={t('content.kind')}>
          <Select style={{ width: 200 }} disabled={item !== null} options={options(CONTENT_KINDS, 'content.kinds')} />
        </Form.Item>
        <Form.Item name="status" label={t('content.status')}>
          <Radio.Group
            options={[
              { value: 'draft', label: t('content.statuses.draft') },
              { value: 'published', label: t('content.statuses.published') },
            ]}
          />
        </Form.Item>
        <Form.Item name="fallback_language" label={t('content.fallbackLanguage')} extra={t('content.fallbackHint')}>
          <Select style={{ width: 160 }} options={LANGUAGES.map((lang) => ({ value: lang.code, label: lang.label }))} />
        </Form.Item>
      </Space>
      {chosenKind === 'article' && (
        <Form.Item name="collection_id" label={t('content.collection')}>
          <Select
            allowClear
            options={collections.map((collection) => ({
              value: collection.id,
              label: collection.texts.en?.title ?? collection.texts.cn?.title ?? collection.texts.tw?.title,
            }))}
          />
        </Form.Item>
      )}
      {chosenKind === 'warehouse_news' && (
        <Form.Item name="section" label={t('content.section')}>
          <Select options={options(NEWS_SECTIONS, 'content.sections')} />
        </Form.Item>
      )}
      <Tabs
        activeKey={language}
        onChange={(key) => setLanguage(key as LanguageCode)}
        items={LANGUAGES.map((lang) => ({
          key: lang.code,
          label: lang.label,
          forceRender: true,
          children: (
            <>
              <Form.Item name={['texts', lang.code, 'title']} label={t('content.titleIn', { language: lang.label })}>
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item
                name={['texts', lang.code, 'summary']}
                label={t('content.summaryIn', { language: lang.label })}
              >
                <Input maxLength={500} />
              </Form.Item>
              <Form.Item
                name={['texts', lang.code, 'body']}
                label={t('content.bodyIn', { language: lang.label })}
                extra={t('content.bodyHint')}
              >
                <Input.TextArea rows={6} maxLength={50_000} />
              </Form.Item>
              {chosenKind === 'article' && (
                <Form.Item
                  name={['texts', lang.code, 'keywords']}
                  label={t('content.keywordsIn', { language: lang.label })}
                  extra={t('content.keywordsHint')}
                >
                  <Input maxLength={500} />
                </Form.Item>
              )}
            </>
          ),
        }))}
      />
      <Space wrap size="large" align="start">
        <Form.Item name="publish_at" label={t('content.publishAt')}>
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="expire_at" label={t('content.expireAt')}>
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="sort_order" label={t('content.sortOrder')}>
          <InputNumber min={0} max={100_000} />
        </Form.Item>
      </Space>
      <Space wrap size="large" align="start">
        <Form.Item name="link_kind" label={t('content.linkKind')}>
          <Select style={{ width: 200 }} options={options(LINK_KINDS, 'content.links')} />
        </Form.Item>
        {linkKind && linkKind !== 'none' && (
          <Form.Item name="link_target" label={t('content.linkTarget')} style={{ minWidth: 360 }}>
            <Input placeholder={linkKind === 'route' ? '/pages/…' : 'https://…'} />
          </Form.Item>
        )}
      </Space>
      <Form.Item name="store_ids" label={t('content.warehouses')} extra={t('content.warehousesHint')}>
        <Select
          mode="multiple"
          options={(warehouses.data ?? []).map((warehouse) => ({ value: warehouse.store_id, label: warehouse.name }))}
        />
      </Form.Item>
      <Space style={{ marginBottom: 16 }}>
        <Button onClick={() => void runPreview()} loading={preview.isPending}>
          {t('content.preview')}
        </Button>
        <Button type="primary" onClick={() => void submit()} loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Space>
      {preview.data && <ContentPreviewPanel preview={preview.data} />}
    </Form>
  );
}
