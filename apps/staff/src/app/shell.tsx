import { Alert, Button, Layout, Menu, Select, Space, Spin, Tag, Typography } from 'antd';
import { Suspense } from 'react';
import { pageOf, useHashPath } from '../lib/hash-route.js';
import { LANGUAGES, useI18n } from '../lib/i18n.js';
import { mayUse, useMe } from '../lib/me.js';
import { endSession } from '../lib/session.js';
import { ROUTES } from './routes.js';

/** The signed-in console: navigation by role (GET /ops/me), the language, sign-out, and the page. */
export function Shell() {
  const { t, language, setLanguage } = useI18n();
  const me = useMe();
  const [path, navigate] = useHashPath();
  if (me.isLoading) return <Spin style={{ margin: 96 }} />;
  if (me.error || !me.data) return <Alert type="error" message={me.error?.message ?? ''} style={{ margin: 24 }} />;
  const role = me.data.role;
  const allowed = ROUTES.filter((route) => mayUse(role, route.roles));
  const current = allowed.find((route) => route.path === pageOf(path)) ?? allowed[0];
  const Page = current?.page;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={220} theme="light">
        <Typography.Title level={4} style={{ padding: '16px 24px', margin: 0 }}>
          {t('app.title')}
        </Typography.Title>
        <Menu
          mode="inline"
          selectedKeys={current ? [current.path] : []}
          onClick={(item) => navigate(item.key)}
          items={allowed.map((route) => ({ key: route.path, label: t(route.title) }))}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }}
        >
          <Space>
            {role && <Tag color="blue">{t(`app.role.${role}`)}</Tag>}
            <Select
              aria-label={t('app.language')}
              value={language.code}
              onChange={setLanguage}
              style={{ width: 120 }}
              options={LANGUAGES.map((entry) => ({ value: entry.code, label: entry.label }))}
            />
            <Button onClick={() => endSession('signed_out')}>{t('app.signOut')}</Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          {current && (
            <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
              {t(current.title)}
            </Typography.Title>
          )}
          <Suspense fallback={<Spin />}>{Page && <Page />}</Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
