import type { Session } from '@parcelway/domain';
import { Alert, Button, Card, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { post } from '../../../lib/api.js';
import { LANGUAGES, useI18n } from '../../../lib/i18n.js';
import { startSession } from '../../../lib/session.js';

/** POST /ops/login; `expired` says why the console came back here. */
export default function SignInPage({ expired }: { expired: boolean }) {
  const { t, language, setLanguage } = useI18n();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: { email: string; password: string }) => {
    setBusy(true);
    setProblem(null);
    try {
      const session = await post<Session>('/ops/login', values);
      startSession({ token: session.access_token, expiresAt: session.expires_at });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ display: 'flex', justifyContent: 'center', paddingTop: 96 }}>
      <Card style={{ width: 400 }}>
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          {t('signIn.title')}
        </Typography.Title>
        {expired && <Alert type="warning" showIcon message={t('signIn.expired')} style={{ marginBottom: 16 }} />}
        <Form layout="vertical" onFinish={(values) => void submit(values)}>
          <Form.Item name="email" label={t('signIn.email')} rules={[{ required: true, message: t('common.required') }]}>
            <Input type="email" autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('signIn.password')}
            rules={[{ required: true, message: t('common.required') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('signIn.submit')}
          </Button>
        </Form>
        <Select
          aria-label={t('app.language')}
          value={language.code}
          onChange={setLanguage}
          style={{ marginTop: 16, width: 140 }}
          options={LANGUAGES.map((entry) => ({ value: entry.code, label: entry.label }))}
        />
      </Card>
    </div>
  );
}
