import {
  goodsTextSchema,
  type LineGoodsPreview,
  type LineGoodsRule,
  PARCEL_ATTRIBUTES,
  type StaffLine,
  type StaffLineGoods,
} from '@parcelway/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  Form,
  type FormRule,
  Input,
  Row,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useRef, useState } from 'react';
import { AuditTrail } from '../../../components/audit-trail.js';
import { WarehouseSelect } from '../../../components/warehouse-select.js';
import { useI18n } from '../../../lib/i18n.js';
import { fetchLineGoods, useCountryNames, useLines, usePreviewLineGoods, useSaveLineGoods } from '../api.js';
import { EditDrawer } from '../components/edit-drawer.js';
import { GoodsPreviewTable } from '../components/goods-preview-table.js';
import { useRecordEditor } from '../components/use-record-editor.js';

const LANGUAGES = ['en', 'cn', 'tw'] as const;
type Part = 'reason' | 'document';

/** The form's values: the rules in attribute order (as the server lists them) and what a customer would type. */
interface GoodsForm {
  rules: Omit<LineGoodsRule, 'attribute'>[];
  sample_query: string;
}

function formOf(goods: StaffLineGoods): GoodsForm {
  return {
    rules: PARCEL_ATTRIBUTES.map((attribute) => {
      const rule = goods.rules.find((each) => each.attribute === attribute);
      const empty = { en: '', cn: '', tw: '' };
      return { refused: rule?.refused ?? false, reason: rule?.reason ?? empty, document: rule?.document ?? empty };
    }),
    sample_query: 'power bank',
  };
}

function rulesOf(values: GoodsForm): LineGoodsRule[] {
  return PARCEL_ATTRIBUTES.map((attribute, index) => {
    const rule = values.rules[index];
    const text = (part: Part) => ({
      en: rule?.[part].en?.trim() ?? '',
      cn: rule?.[part].cn?.trim() ?? '',
      tw: rule?.[part].tw?.trim() ?? '',
    });
    return { attribute, refused: rule?.refused ?? false, reason: text('reason'), document: text('document') };
  });
}

/**
 * Goods rules of a warehouse's lines: which kinds of goods each line refuses, why, and what they need on it (what
 * "Can I ship this?" and the forms tell customers). The drawer edits one line's; its preview answers a sample query on
 * the line's route with the unsaved rules through the customer answer's own code (POST /ops/lines/:line/goods/preview)
 * before anything is saved, as the lines' prices are edited.
 */
export default function GoodsRulesPage() {
  const { t } = useI18n();
  const client = useQueryClient();
  const [storeId, setStoreId] = useState<number | undefined>(1);
  const lines = useLines(storeId);
  const countries = useCountryNames();
  const [destination, setDestination] = useState<number | undefined>(undefined);
  const destinations = [...new Set((lines.data ?? []).map((line) => line.country_id))];
  const countryName = (id: number) => countries.data?.get(id) ?? String(id);
  const shown = (lines.data ?? []).filter((line) => destination === undefined || line.country_id === destination);
  const preview = usePreviewLineGoods();
  const save = useSaveLineGoods();
  // The line whose form is open, so Reload after a stale save reads its rules again.
  const opened = useRef<string | null>(null);
  const load = (code: string) =>
    client.fetchQuery({ queryKey: ['ops', 'line-goods', code], queryFn: () => fetchLineGoods(code), staleTime: 0 });
  const editor = useRecordEditor<StaffLineGoods, GoodsForm, LineGoodsPreview>({
    valuesOf: formOf,
    refetch: async () => (opened.current ? [await load(opened.current)] : undefined),
    sameRecord: (a, b) => a.line_id === b.line_id,
  });
  const { form, editing } = editor;

  const runPreview = () =>
    editor.runPreview((goods, values) =>
      preview.mutateAsync({ code: goods.code, rules: rulesOf(values), sample_query: values.sample_query.trim() }),
    );
  const submit = (values: GoodsForm) =>
    editor.save(
      values,
      (goods) => save.mutateAsync({ code: goods.code, rules: rulesOf(values), staff_edited_at: goods.staff_edited_at }),
      (goods) => t('config.goods.saved', { code: goods.code }),
    );

  /** A text in all three languages or none: checked on the English field, against the other two. */
  const allOrNone =
    (index: number, part: Part): FormRule =>
    ({ getFieldValue }) => ({
      validator: () => {
        const text = Object.fromEntries(
          LANGUAGES.map((language) => [language, String(getFieldValue(['rules', index, part, language]) ?? '')]),
        );
        return goodsTextSchema.safeParse(text).success
          ? Promise.resolve()
          : Promise.reject(new Error(t('config.goods.allLanguages')));
      },
    });
  const attributeName = (attribute: (typeof PARCEL_ATTRIBUTES)[number]) => t(`config.goods.attribute.${attribute}`);

  const textFields = (index: number, part: Part) =>
    LANGUAGES.map((language) => (
      <Col span={8} key={language}>
        <Form.Item
          name={['rules', index, part, language]}
          label={t(part === 'reason' ? 'config.goods.reason' : 'config.goods.document', {
            language: t(`config.language.${language}`),
          })}
          {...(language === 'en' && {
            rules: [allOrNone(index, part)],
            dependencies: [
              ['rules', index, part, 'cn'],
              ['rules', index, part, 'tw'],
            ],
          })}
        >
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={400} />
        </Form.Item>
      </Col>
    ));

  return (
    <Card
      title={t('config.goods.title')}
      extra={
        <Space>
          <WarehouseSelect
            value={storeId}
            onChange={(store) => {
              setStoreId(store);
              setDestination(undefined);
            }}
          />
          <Select
            allowClear
            aria-label={t('config.lines.destination')}
            placeholder={t('config.lines.allDestinations')}
            style={{ minWidth: 200 }}
            value={destination}
            onChange={setDestination}
            options={destinations.map((id) => ({ value: id, label: countryName(id) }))}
          />
        </Space>
      }
    >
      <Alert type="info" message={t('config.goods.intro')} style={{ marginBottom: 16 }} />
      <Table<StaffLine>
        rowKey="id"
        loading={lines.isLoading}
        dataSource={shown}
        pagination={false}
        size="middle"
        columns={[
          { title: t('config.lines.code'), dataIndex: 'code' },
          { title: t('config.lines.name'), dataIndex: 'name_en' },
          { title: t('config.lines.destination'), render: (_, line) => countryName(line.country_id) },
          {
            title: t('config.goods.refuses'),
            render: (_, line) =>
              line.refused_attributes.length === 0
                ? t('config.goods.none')
                : line.refused_attributes.map((attribute) => (
                    <Tag key={attribute.code}>
                      {PARCEL_ATTRIBUTES.includes(attribute.code as (typeof PARCEL_ATTRIBUTES)[number])
                        ? attributeName(attribute.code as (typeof PARCEL_ATTRIBUTES)[number])
                        : attribute.name}
                    </Tag>
                  )),
          },
          {
            title: '',
            render: (_, line) => (
              <Button
                onClick={() => {
                  opened.current = line.code;
                  void load(line.code).then(editor.open);
                }}
                aria-label={t('config.goods.editOf', { code: line.code })}
              >
                {t('config.edit')}
              </Button>
            ),
          },
        ]}
      />
      <EditDrawer
        open={editing !== null}
        title={t('config.goods.editTitle', { code: editing?.code ?? '' })}
        saving={save.isPending}
        onSave={() => form.submit()}
        onClose={editor.close}
        stale={editor.stale}
        onReload={() => void editor.reload()}
      >
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          {PARCEL_ATTRIBUTES.map((attribute, index) => (
            <Card
              key={attribute}
              size="small"
              title={attributeName(attribute)}
              style={{ marginBottom: 12 }}
              extra={
                <Space>
                  <span>{t('config.goods.refused')}</span>
                  <Form.Item name={['rules', index, 'refused']} valuePropName="checked" noStyle>
                    <Switch aria-label={`${attributeName(attribute)}: ${t('config.goods.refused')}`} />
                  </Form.Item>
                </Space>
              }
            >
              <Row gutter={12}>{textFields(index, 'reason')}</Row>
              <Row gutter={12}>{textFields(index, 'document')}</Row>
            </Card>
          ))}
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('config.preview.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('config.goods.previewHint')}</Typography.Paragraph>
          <Space align="start">
            <Form.Item
              name="sample_query"
              label={t('config.goods.sampleQuery')}
              rules={[{ required: true, whitespace: true, message: t('config.invalid') }]}
            >
              <Input style={{ width: 240 }} maxLength={200} />
            </Form.Item>
            <Button style={{ marginTop: 30 }} loading={preview.isPending} onClick={() => void runPreview()}>
              {t('config.preview.run')}
            </Button>
          </Space>
        </Form>
        {editor.preview && <GoodsPreviewTable preview={editor.preview} />}
        {editing && <AuditTrail targetType="line" targetId={editing.line_id} />}
      </EditDrawer>
    </Card>
  );
}
