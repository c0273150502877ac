import { Form, Input, Space } from 'antd';
import { LANGUAGES, useI18n } from '../lib/i18n.js';

/** A record's name in each customer language (`name_en`, `name_cn`, `name_tw`), every one required. */
export function NameFields({ label, maxLength }: { label: (language: string) => string; maxLength: number }) {
  const { t } = useI18n();
  const required = [{ required: true, message: t('common.required') }];
  return (
    <Space wrap align="start">
      {LANGUAGES.map((language) => (
        <Form.Item key={language.code} name={`name_${language.code}`} label={label(language.label)} rules={required}>
          <Input maxLength={maxLength} />
        </Form.Item>
      ))}
    </Space>
  );
}
