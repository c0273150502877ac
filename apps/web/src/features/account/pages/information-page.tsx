import { Button, Form, List, Tag, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FormLayout, showServerErrors, useZodForm } from '../../../components/form';
import { NameFields } from '../../../components/name-fields';
import { LoadFailed, LoadingBlock } from '../../../components/query-states';
import { EMAIL_CHANGE, EMAIL_VERIFICATION, PATHS } from '../../../lib/routes-paths';
import { type UserInfo, useUserInfo } from '../../../lib/session';
import { useExportMyData } from '../api/export-my-data';
import { nameFormSchema, useUpdateUser } from '../api/update-user';
import { LinkItem } from '../components/link-item';
import { SocialAccountsList } from '../components/social-accounts-list';

/** Profile: the customer's name, contact details, and the ways into the other account settings. */
export default function InformationPage() {
  const { t } = useTranslation(['account', 'routes']);
  const user = useUserInfo();

  if (!user.data) {
    if (user.isError)
      return <LoadFailed className="account-state-block" error={user.error} onRetry={() => void user.refetch()} />;
    return <LoadingBlock className="account-loading" lines={6} />;
  }

  return (
    <div className="account-page">
      <NameForm key={user.data.id} user={user.data} />
      <ContactList user={user.data} />
      <SocialAccountsList user={user.data} />
      <List mode="card" header={t('information.settings')}>
        <LinkItem to={PATHS.infoCard}>{t('personal.infoCard', { ns: 'routes' })}</LinkItem>
        <LinkItem to={PATHS.resetPassword}>{t('personal.resetpwd', { ns: 'routes' })}</LinkItem>
        <LinkItem to={PATHS.subscribed}>{t('personal.subscribed', { ns: 'routes' })}</LinkItem>
        <LinkItem to={PATHS.closeAccount}>{t('personal.closeAccount', { ns: 'routes' })}</LinkItem>
      </List>
      <ExportDataList />
    </div>
  );
}

function NameForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const form = useZodForm(nameFormSchema, { first_name: user.first_name, last_name: user.last_name });
  const update = useUpdateUser();

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset({ first_name: saved.first_name, last_name: saved.last_name });
      Toast.show({ icon: 'success', content: t('information.nameSaved') });
    } catch (error) {
      if (!showServerErrors(form, error)) Toast.show({ content: (error as Error).message });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('information.name')}>
      <FormLayout>
        <Form.Header>{t('information.name')}</Form.Header>
        <NameFields
          control={form.control}
          labels={{ firstName: t('information.firstName'), lastName: t('information.lastName') }}
        />
      </FormLayout>
      <div className="page-actions">
        <Button
          block
          color="primary"
          size="large"
          type="submit"
          loading={update.isPending}
          disabled={!form.formState.isDirty}
        >
          {t('information.saveName')}
        </Button>
      </div>
    </form>
  );
}

function ContactList({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const hasPhone = Boolean(user.phone);
  return (
    <List mode="card" header={t('information.contact')}>
      <List.Item
        title={t('information.email')}
        description={
          user.email_to_confirm && user.email_verified
            ? t('information.emailWaiting', { address: user.email_to_confirm })
            : t('information.emailHint')
        }
        extra={
          <Tag color={user.email_verified ? 'success' : 'warning'} fill="outline">
            {user.email_verified ? t('information.confirmed') : t('information.notConfirmed')}
          </Tag>
        }
      >
        <span className="account-value">{user.email}</span>
      </List.Item>
      <LinkItem to={user.email_to_confirm ? EMAIL_VERIFICATION : EMAIL_CHANGE} state={{ from: PATHS.information }}>
        {user.email_to_confirm ? t('information.confirmEmail') : t('information.changeEmail')}
      </LinkItem>
      <List.Item
        title={t('information.mobile')}
        extra={
          <Tag color={user.phone_verified ? 'success' : 'warning'} fill="outline">
            {user.phone_verified ? t('information.verified') : t('information.notVerified')}
          </Tag>
        }
      >
        <span className="account-value">
          {hasPhone ? `+${user.phone_code} ${user.phone}` : t('information.noMobile')}
        </span>
      </List.Item>
      <LinkItem to={PATHS.bindMobile} state={{ from: PATHS.information }}>
        {user.phone_verified ? t('information.changeMobile') : t('information.bindMobile')}
      </LinkItem>
    </List>
  );
}

/** A copy of everything the account holds, as a file the customer keeps (the server's own failures are toasted). */
function ExportDataList() {
  const { t } = useTranslation('account');
  const exporting = useExportMyData();
  const start = () => {
    if (exporting.isPending) return;
    exporting.mutate(undefined, {
      onSuccess: () => Toast.show({ icon: 'success', content: t('information.exportStarted') }),
    });
  };
  return (
    <List mode="card" header={t('information.yourData')}>
      <List.Item
        arrowIcon
        description={t('information.exportDataHint')}
        onClick={start}
        extra={exporting.isPending ? t('loading', { ns: 'common' }) : undefined}
      >
        {t('information.exportData')}
      </List.Item>
    </List>
  );
}
